import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { call, signIn } from './session-calls-test-kit.js';

// A member who turned two-factor sign-in on: the password alone (an aal1 session) changes
// neither the address nor the password and cannot delete the account (GoTrue's rule for the
// address and password); the profile can still be edited.

const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

const refusal = {
  status: 401,
  body: {
    error_code: 'insufficient_aal',
    msg: 'AAL2 session is required to update email or password when MFA is enabled.',
  },
};

describe('account changes of a member with a second factor', () => {
  it('need the session proven with the factor', async () => {
    const account = await createPasswordAccount(servicePool());
    const first = await signIn(account);
    const enrolled = await call('POST', '/factors', { factor_type: 'totp' }, first.access_token);
    const factor = enrolled.body as { id: string; totp: { secret: string } };
    const challenge = await call('POST', `/factors/${factor.id}/challenge`, {}, first.access_token);
    const proven = await call(
      'POST',
      `/factors/${factor.id}/verify`,
      { challenge_id: (challenge.body as { id: string }).id, code: code(factor.totp.secret) },
      first.access_token,
    );
    expect(proven.status).toBe(200);
    const aal2Token = (proven.body as { access_token: string }).access_token;

    // Someone with the password only.
    const stolen = (await signIn(account)).access_token;
    const newPassword = `Other-${randomUUID()}`;
    expect(await call('PUT', '/user', { password: newPassword }, stolen)).toMatchObject(refusal);
    expect(
      await call('PUT', '/user', { email: `taken-${randomUUID()}@example.test` }, stolen),
    ).toMatchObject(refusal);
    expect(
      await call(
        'POST',
        '/user/delete',
        { current_password: account.password, confirm: true },
        stolen,
      ),
    ).toMatchObject(refusal);
    const { rows } = await servicePool().query<{ email_change: string | null }>(
      'select email_change from auth.users where id = $1',
      [account.id],
    );
    expect(rows).toEqual([{ email_change: null }]);
    expect((await signIn(account)).access_token).toBeTruthy();

    // The profile is not guarded; the proven session changes the password.
    expect(
      await call('PUT', '/user', { data: { full_name: 'Grace Hopper' } }, stolen),
    ).toMatchObject({ status: 200 });
    expect(await call('PUT', '/user', { password: newPassword }, aal2Token)).toMatchObject({
      status: 200,
    });
  });
});
