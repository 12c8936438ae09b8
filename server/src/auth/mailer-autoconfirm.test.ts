import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { sessionClient } from '@app/testing/session-client';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

let smtp: SmtpCatcher;
let confirming: TestServer;
let autoconfirming: TestServer;
const adminEmail = `admin-${uniqueTag()}@example.test`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  [confirming, autoconfirming] = await Promise.all([
    startTestServer({ SMTP_URL: smtp.url }),
    startTestServer({ SMTP_URL: smtp.url, MAILER_AUTOCONFIRM: 'true', ADMIN_EMAILS: adminEmail }),
  ]);
});

afterAll(async () => {
  await Promise.all([confirming?.dispose(), autoconfirming?.dispose()]);
  await smtp?.close();
});

const newEmail = () => `member-${uniqueTag()}@example.test`;
const client = (server: TestServer) => sessionClient(server.url, server.keys.anonKey);

async function settings(server: TestServer) {
  const response = await fetch(`${server.url}/auth/v1/settings`, {
    headers: { apikey: server.keys.anonKey },
  });
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  return body;
}

describe('mailer autoconfirm off (the default)', () => {
  it('answers a sign-up without a session, mails the confirmation, and reports it off', async () => {
    expect(await settings(confirming)).toMatchObject({ mailer_autoconfirm: false });
    const email = newEmail();
    const { data, error } = await client(confirming).auth.signUp({
      email,
      password: 'secret-pass-1',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await smtp.nextMailTo(email)).subject).toBe('Confirm your EcoTours account');
  });

  it('does not tell an unknown address from /otp when no account may be made', async () => {
    const { error } = await client(confirming).auth.signInWithOtp({
      email: newEmail(),
      options: { shouldCreateUser: false },
    });
    expect(error).toBeNull();
  });
});

describe('mailer autoconfirm on', () => {
  it('is reported by GET /settings', async () => {
    expect(await settings(autoconfirming)).toMatchObject({
      mailer_autoconfirm: true,
      disable_signup: false,
    });
  });

  it('confirms a new address at once and signs it in, without a mail', async () => {
    const email = newEmail();
    const member = client(autoconfirming);
    const { data, error } = await member.auth.signUp({
      email,
      password: 'secret-pass-1',
      options: { data: { name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Ada Lovelace' } });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ sub: data.user?.id, aal: 'aal1', role: 'authenticated' });
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'password' })]);

    // The session works, and so does the password on its own.
    expect((await member.auth.getUser()).data.user?.email).toBe(email);
    const again = await client(autoconfirming).auth.signInWithPassword({
      email,
      password: 'secret-pass-1',
    });
    expect(again.error).toBeNull();
    await smtp.expectNoMailTo(email);
  });

  it('refuses a known address as GoTrue does, leaving its password alone', async () => {
    const email = newEmail();
    expect(
      (await client(autoconfirming).auth.signUp({ email, password: 'secret-pass-1' })).error,
    ).toBeNull();
    const repeated = await client(autoconfirming).auth.signUp({ email, password: 'other-pass-2' });
    expect(repeated.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(repeated.data.session).toBeNull();
    const stranger = await client(autoconfirming).auth.signInWithPassword({
      email,
      password: 'other-pass-2',
    });
    expect(stranger.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('tells an unknown address from /otp as GoTrue does, since sign-up tells it anyway', async () => {
    const unknown = await client(autoconfirming).auth.signInWithOtp({
      email: newEmail(),
      options: { shouldCreateUser: false },
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'otp_disabled' });

    const email = newEmail();
    await client(autoconfirming).auth.signUp({ email, password: 'secret-pass-1' });
    const known = await client(autoconfirming).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(known.error).toBeNull();
    expect((await smtp.nextMailTo(email)).link).toContain('/auth/v1/verify');
  });

  it("still mails an admin's address its confirmation: the admin role needs the mailbox", async () => {
    const { data, error } = await client(autoconfirming).auth.signUp({
      email: adminEmail,
      password: 'secret-pass-1',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect((await smtp.nextMailTo(adminEmail)).subject).toBe('Confirm your EcoTours account');
    const early = await client(autoconfirming).auth.signInWithPassword({
      email: adminEmail,
      password: 'secret-pass-1',
    });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });
});
