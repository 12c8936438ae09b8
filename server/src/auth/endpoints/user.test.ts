import { describe, expect, inject, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';

describe('PUT /auth/v1/user and the name', () => {
  async function signedInClient() {
    const member = await createPasswordAccount(servicePool());
    const supabase = sessionClient(inject('gatewayUrl'), inject('anonKey'));
    const { error } = await supabase.auth.signInWithPassword(member);
    expect(error).toBeNull();
    return supabase;
  }

  it('refuses a name longer than 100 characters with the sign-up form message', async () => {
    const supabase = await signedInClient();
    for (const key of ['name', 'full_name']) {
      const { error } = await supabase.auth.updateUser({ data: { [key]: 'N'.repeat(101) } });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Name must be at most 100 characters',
      });
    }
    const { data } = await supabase.auth.getUser();
    expect(String(data.user?.user_metadata.name ?? '')).not.toContain('NNN');
  });

  it('keeps a name of 100 characters under both keys, so every reader sees it', async () => {
    const supabase = await signedInClient();
    const name = `${'N'.repeat(99)}Z`;
    const { data, error } = await supabase.auth.updateUser({ data: { name: `  ${name} ` } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: `  ${name} `, full_name: `  ${name} ` });
  });
});
