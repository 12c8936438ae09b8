import { describe, expect, it } from 'vitest';
import { appMetadataFor } from './user-json.js';

const admins = new Set(['boss@example.test']);
const user = (email: string, stored: Record<string, unknown>) => ({
  email,
  raw_app_meta_data: stored,
});

describe('appMetadataFor: the role a token carries', () => {
  it('gives the guide role that an admin stored, and no role for anything else stored', () => {
    expect(appMetadataFor(user('g@example.test', { role: 'guide' }), admins)).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'guide',
    });
    for (const role of ['admin', 'service_role', 'Guide', 42, null]) {
      expect(appMetadataFor(user('m@example.test', { role }), admins)).not.toHaveProperty('role');
    }
  });

  it('keeps ADMIN_EMAILS admins, even with a guide role stored', () => {
    expect(appMetadataFor(user('boss@example.test', { role: 'guide' }), admins)).toMatchObject({
      role: 'admin',
    });
  });
});
