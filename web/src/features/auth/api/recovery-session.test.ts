import { describe, expect, it } from 'vitest';
import { readRecoveryTokens } from './recovery-session';

describe('readRecoveryTokens', () => {
  it('reads both tokens from the query string', () => {
    expect(readRecoveryTokens('?access_token=a.b.c&refresh_token=r1&type=recovery')).toEqual({
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    });
  });

  it.each(['', '?access_token=a.b.c', '?refresh_token=r1', '?access_token=&refresh_token=r1'])(
    'is null when a token is missing (%s)',
    (search) => {
      expect(readRecoveryTokens(search)).toBeNull();
    },
  );
});
