import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { call, refresh, type Session, signIn, currentUser } from './session-calls-test-kit.js';

// test/global-setup.ts gives the shared server this refresh-token reuse interval.
const REUSE_INTERVAL_SECONDS = 2;

describe('password sign-in', () => {
  it('answers a session as GoTrue does', async () => {
    const account = await createPasswordAccount(servicePool());
    const answer = await call('POST', '/token?grant_type=password', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: account.id, email: account.email, role: 'authenticated' },
    });
    expect(answer.body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(decodeJwt(answer.body.access_token as string)).toMatchObject({
      sub: account.id,
      amr: [{ method: 'password' }],
    });
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const account = await createPasswordAccount(servicePool());
    const wrong = await call('POST', '/token?grant_type=password', {
      email: account.email,
      password: 'not-the-password1',
    });
    const unknown = await call('POST', '/token?grant_type=password', {
      email: `nobody-${account.id}@example.test`,
      password: account.password,
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.apiVersion).toBe('2024-01-01');
      expect(answer.body).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        message: 'Invalid login credentials',
      });
    }
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh; a rotated one yields the same new tokens for a moment, then ends the session', async () => {
    const account = await createPasswordAccount(servicePool());
    const first = await signIn(account);

    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.body.access_token as string).session_id).toBe(
      decodeJwt(first.access_token).session_id,
    );

    // Another tab refreshing with the same token at once gets the same child.
    const concurrent = await refresh(first.refresh_token);
    expect(concurrent.status).toBe(200);
    expect(concurrent.body.refresh_token).toBe(second.body.refresh_token);

    const third = await refresh(second.body.refresh_token as string);
    expect(third.status).toBe(200);
    // The oldest token still leads to the live one while within the interval.
    expect((await refresh(first.refresh_token)).body.refresh_token).toBe(third.body.refresh_token);

    await new Promise((resolve) => setTimeout(resolve, (REUSE_INTERVAL_SECONDS + 0.5) * 1000));
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // The whole session ended: its live refresh token and its access tokens are refused.
    const live = await refresh(third.body.refresh_token as string);
    expect(live.status).toBe(400);
    expect(live.body.error_code).toBe('refresh_token_not_found');
    const user = await currentUser(third.body as unknown as Session);
    expect(user.status).toBe(403);
    expect(user.body.error_code).toBe('session_not_found');
  });

  it('tabs refreshing with the same token at the same moment all get the same new token', async () => {
    const account = await createPasswordAccount(servicePool());
    const session = await signIn(account);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refresh_token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.refresh_token)).size).toBe(1);
    expect((await refresh(answers[0]!.body.refresh_token as string)).status).toBe(200);
  });

  it('refuses unknown tokens with 400 refresh_token_not_found, never a 5xx', async () => {
    for (const token of ['unknown', 'x'.repeat(1024), "'; drop table auth.sessions; --"]) {
      const answer = await refresh(token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 400,
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token: Refresh Token Not Found',
      });
    }
    expect((await refresh('x'.repeat(1025))).status).toBe(400);
    expect((await call('POST', '/token?grant_type=refresh_token', {})).status).toBe(400);
  });
});
