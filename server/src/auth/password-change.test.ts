import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { inOneWindow, WINDOW_WAIT_TIMEOUT_MS } from '@app/testing/rate-limit-windows';
import { sessionClient } from '@app/testing/session-client';
import { call } from './endpoints/session-calls-test-kit.js';

// The shared test server keeps the default: sessions older than ten minutes must prove again.
const gateway = () => inject('gatewayUrl');
const client = () => sessionClient(gateway(), inject('anonKey'));

/** A signed-in supabase-js client of a new account, and its session's access token. */
async function signedIn(account?: PasswordAccount) {
  const owner = account ?? (await createPasswordAccount(servicePool()));
  const browser = client();
  const { data, error } = await browser.auth.signInWithPassword(owner);
  expect(error).toBeNull();
  return { owner, browser, accessToken: data.session!.access_token };
}

/** Makes the token's session look as if it began `minutes` ago. */
async function ageSession(accessToken: string, minutes: number) {
  const { session_id: sessionId } = decodeJwt(accessToken);
  const { rowCount } = await servicePool().query(
    `update auth.sessions set created_at = now() - make_interval(mins => $2) where id = $1`,
    [sessionId, minutes],
  );
  expect(rowCount).toBe(1);
}

async function canSignIn(email: string, password: string) {
  return (await client().auth.signInWithPassword({ email, password })).error === null;
}

/** The code of the newest reauthentication mail to this address, once the queue sent it. */
async function mailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { rows } = await servicePool().query<{ text_body: string }>(
        `select text_body from auth.mail_outbox
          where to_address = $1 and kind = 'reauthentication' order by id desc limit 1`,
        [email],
      );
      code = /^(\d{6})$/m.exec(rows[0]?.text_body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

describe('changing the password', () => {
  it('takes a fresh session at its word', async () => {
    const { owner, browser } = await signedIn();
    expect((await browser.auth.updateUser({ password: 'river-stone-42' })).error).toBeNull();
    expect(await canSignIn(owner.email, owner.password)).toBe(false);
    expect(await canSignIn(owner.email, 'river-stone-42')).toBe(true);
  });

  it('needs the current password or a mailed code from a session older than ten minutes', async () => {
    const { owner, browser, accessToken } = await signedIn();
    await ageSession(accessToken, 11);

    const bare = await browser.auth.updateUser({ password: 'river-stone-42' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const wrong = await call(
      'PUT',
      '/user',
      { password: 'river-stone-42', current_password: 'not-my-password-1' },
      accessToken,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: 'current_password_invalid' });
    const guessed = await browser.auth.updateUser({ password: 'river-stone-42', nonce: '123456' });
    expect(guessed.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(await canSignIn(owner.email, owner.password)).toBe(true);

    // supabase-js's way: reauthenticate() mails a code, updateUser takes it as the nonce.
    expect((await browser.auth.reauthenticate()).error).toBeNull();
    const code = await mailedCode(owner.email);
    const stranger = await signedIn();
    await ageSession(stranger.accessToken, 11);
    const theirs = await stranger.browser.auth.updateUser({
      password: 'river-stone-45',
      nonce: code,
    });
    expect(theirs.error).toMatchObject({ code: 'reauthentication_not_valid' });

    expect(
      (await browser.auth.updateUser({ password: 'river-stone-42', nonce: code })).error,
    ).toBeNull();
    expect(await canSignIn(owner.email, 'river-stone-42')).toBe(true);
    const again = await browser.auth.updateUser({ password: 'river-stone-43', nonce: code });
    expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    const withPassword = await call(
      'PUT',
      '/user',
      { password: 'river-stone-44', current_password: 'river-stone-42' },
      accessToken,
    );
    expect(withPassword.status).toBe(200);
    expect(await canSignIn(owner.email, 'river-stone-44')).toBe(true);
  });

  it('checks a current password that is sent, even from a fresh session', async () => {
    const { accessToken } = await signedIn();
    const wrong = await call(
      'PUT',
      '/user',
      { password: 'river-stone-42', current_password: 'not-my-password-1' },
      accessToken,
    );
    expect(wrong.body).toMatchObject({ error_code: 'current_password_invalid' });
  });

  it('leaves user_metadata changes of an old session alone', async () => {
    const { browser, accessToken } = await signedIn();
    await ageSession(accessToken, 60);
    const { data, error } = await browser.auth.updateUser({ data: { name: 'Still me' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.name).toBe('Still me');
  });

  it(
    'mails codes only to a signed-in user, a few an hour',
    () =>
      inOneWindow(3600, async () => {
        expect((await call('GET', '/reauthenticate', undefined)).status).toBe(401);
        const { accessToken, owner } = await signedIn();
        for (let i = 0; i < 5; i += 1) {
          expect((await call('GET', '/reauthenticate', undefined, accessToken)).status).toBe(200);
        }
        const over = await call('GET', '/reauthenticate', undefined, accessToken);
        expect(over.status).toBe(429);
        expect(over.body).toMatchObject({ error_code: 'over_email_send_rate_limit' });
        // Only the newest code works: each new one voids the one before.
        const { rows } = await servicePool().query(
          `select 1 from auth.one_time_tokens t join auth.users u on u.id = t.user_id
          where u.email = $1 and t.token_type = 'reauthentication'`,
          [owner.email],
        );
        expect(rows).toHaveLength(1);
      }),
    WINDOW_WAIT_TIMEOUT_MS,
  );
});

describe('password rules', () => {
  const newEmail = () => `rules-${uniqueTag()}@example.test`;

  it('refuse the 10,000 most common passwords, in any case, with GoTrue weak_password', async () => {
    for (const password of ['iloveyou', 'Password1', 'QWERTY123']) {
      const { error } = await client().auth.signUp({ email: newEmail(), password });
      expect(error).toMatchObject({ status: 422, code: 'weak_password' });
      expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['pwned']);
      expect(error?.message).toBe(
        'This password is one of the 10,000 most common passwords, the first ones attackers try: choose another.',
      );
    }
    const { browser } = await signedIn();
    const change = await browser.auth.updateUser({ password: 'football1' });
    expect(change.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(isAuthWeakPasswordError(change.error) && change.error.reasons).toEqual(['pwned']);
  });

  it('want eight characters that are not all spaces', async () => {
    const short = await client().auth.signUp({ email: newEmail(), password: 'abc-123' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(short.error?.message).toBe('Password must be at least 8 characters long.');
    const spaces = await client().auth.signUp({ email: newEmail(), password: ' '.repeat(12) });
    expect(spaces.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(spaces.error?.message).toBe('Password cannot be only spaces.');
    const fine = await client().auth.signUp({ email: newEmail(), password: 'two green words' });
    expect(fine.error).toBeNull();
  });
});
