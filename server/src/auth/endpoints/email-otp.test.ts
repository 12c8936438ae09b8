import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { memoryStorage } from '@app/testing/session-client';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import type { AuthTuning } from '../auth-settings.js';

// Passwordless sign-in (signInWithOtp, verifyOtp), the secure e-mail change (updateUser({ email }),
// resend) and invitations, with the mails read from a real SMTP server.

const day = 86_400;
const tuning: AuthTuning = {
  rateLimits: {
    otpPerEmail: { max: 3, windowSeconds: day },
    otpPerIp: { max: 100, windowSeconds: day },
    verifyPerIp: { max: 100, windowSeconds: day },
  },
};

let smtp: SmtpCatcher;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url }, { auth: tuning });
});

afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

let ipCounter = 0;
const newEmail = () => `otp-${uniqueTag()}@example.test`;

/** A supabase-js client that keeps its session and is a client address of its own. */
function client(): SupabaseClient {
  return createClient(server.url, server.keys.anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { headers: { 'x-forwarded-for': `198.51.100.${++ipCounter}` } },
  });
}

const admin = () =>
  createClient(server.url, server.keys.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

function codeOf(mail: CaughtMail): string {
  const code = /\n(\d{6})\r?\n/.exec(mail.source)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** Opens an e-mail link at the gateway as a browser would, without following the redirect. */
async function openLink(link: string) {
  const { pathname, search } = new URL(link);
  const response = await fetch(new URL(pathname + search, server.url), { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return { location, fragment: Object.fromEntries(new URLSearchParams(location.hash.slice(1))) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail one-time codes (signInWithOtp, verifyOtp)', () => {
  it('mails a new member a link and a code in their language; the code signs in once', async () => {
    const email = newEmail();
    const sent = await client().auth.signInWithOtp({
      email,
      options: { data: { name: 'Ada', locale: 'de' }, emailRedirectTo: `${server.url}/trips` },
    });
    expect(sent.error).toBeNull();
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Dein EcoTours-Anmeldelink');
    expect(mail.source).toContain('Oder gib diesen Code auf der Anmeldeseite ein:');
    const code = codeOf(mail);
    expect(new URL(mail.link!).searchParams.get('type')).toBe('magiclink');

    const member = client();
    const verified = await member.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Ada', locale: 'de' },
    });
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect((await member.auth.getUser()).data.user?.email).toBe(email);

    const replayed = await client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(replayed.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // Its link went with it.
    expect((await openLink(mail.link!)).fragment.error_code).toBe('otp_expired');
  });

  it('signs an existing member in with the link, landing on redirect_to with the session', async () => {
    const account = await createPasswordAccount(server.servicePool);
    const back = `${server.url}/trips`;
    await client().auth.signInWithOtp({ email: account.email, options: { emailRedirectTo: back } });
    const mail = await smtp.nextMailTo(account.email);
    expect(mail.subject).toBe('Your EcoTours sign-in link');
    const { location, fragment } = await openLink(mail.link!);
    expect(`${location.origin}${location.pathname}`).toBe(back);
    expect(fragment).toMatchObject({ type: 'magiclink', token_type: 'bearer' });
    expect(fragment.access_token).toEqual(expect.any(String));
    // The code of a used link is gone too.
    const late = await client().auth.verifyOtp({
      email: account.email,
      token: codeOf(mail),
      type: 'email',
    });
    expect(late.error).toMatchObject({ code: 'otp_expired' });
  });

  it('answers the same for an unknown address that may not be created, and mails nothing', async () => {
    const email = newEmail();
    const sent = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    await smtp.expectNoMailTo(email, 300);
    const { rows } = await server.servicePool.query('select 1 from auth.users where email = $1', [
      email,
    ]);
    expect(rows).toEqual([]);
  });

  it('drops the codes after five wrong guesses, refuses expired codes and limits mails', async () => {
    const account = await createPasswordAccount(server.servicePool);
    await client().auth.signInWithOtp({ email: account.email });
    const code = codeOf(await smtp.nextMailTo(account.email));
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await client().auth.verifyOtp({
        email: account.email,
        token: wrongCode(code),
        type: 'email',
      });
      expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await client().auth.verifyOtp({
      email: account.email,
      token: code,
      type: 'email',
    });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });

    await client().auth.signInWithOtp({ email: account.email });
    const fresh = codeOf(await smtp.nextMailTo(account.email));
    await server.servicePool.query(
      `update auth.one_time_tokens set expires_at = now() - interval '1 second'
        where user_id = $1 and token_type = 'magiclink' and used_at is null`,
      [account.id],
    );
    const expired = await client().auth.verifyOtp({
      email: account.email,
      token: fresh,
      type: 'email',
    });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });

    await client().auth.signInWithOtp({ email: account.email });
    await smtp.nextMailTo(account.email);
    const limited = await client().auth.signInWithOtp({ email: account.email });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('refuses malformed verify bodies with 400', async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: server.keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ type: 'sms', email: newEmail(), token: '123456' })).status).toBe(400);
    expect((await post({ type: 'email', email: newEmail() })).status).toBe(400);
    expect((await post({ type: 'email', email: 'nope', token: '123456' })).status).toBe(400);
    expect((await post({ type: 'email', token_hash: 'x'.repeat(2000) })).status).toBe(400);
    const unknown = await post({ type: 'email', email: newEmail(), token: '123456' });
    expect(unknown.status).toBe(403);
  });
});

describe('secure e-mail change (updateUser({ email }))', () => {
  async function signedIn() {
    const account = await createPasswordAccount(server.servicePool);
    const member = client();
    expect((await member.auth.signInWithPassword(account)).error).toBeNull();
    return { account, member };
  }

  it('changes the address once both addresses are confirmed, by code and by link', async () => {
    const { account, member } = await signedIn();
    const target = newEmail();
    const asked = await member.auth.updateUser({ email: target });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: account.email, new_email: target });
    expect(asked.data.user!.email_change_sent_at).toEqual(expect.any(String));

    const toCurrent = await smtp.nextMailTo(account.email);
    const toNew = await smtp.nextMailTo(target);
    expect(toCurrent.subject).toBe('Confirm the change of your EcoTours e-mail address');
    expect(toCurrent.source).toContain(target);
    expect(toNew.subject).toBe('Confirm your new EcoTours e-mail address');

    const first = await client().auth.verifyOtp({
      email: account.email,
      token: codeOf(toCurrent),
      type: 'email_change',
    });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await member.auth.getUser()).data.user?.email).toBe(account.email);

    const { fragment } = await openLink(toNew.link!);
    expect(fragment.type).toBe('email_change');
    expect(fragment.access_token).toEqual(expect.any(String));
    const after = (await member.auth.getUser()).data.user!;
    expect(after.email).toBe(target);
    expect(after).not.toHaveProperty('new_email');
    expect(
      (await client().auth.signInWithPassword({ email: target, password: account.password })).error,
    ).toBeNull();
  });

  it('completes the change when both halves are confirmed at the same moment', async () => {
    const { account, member } = await signedIn();
    const target = newEmail();
    await member.auth.updateUser({ email: target });
    const toCurrent = await smtp.nextMailTo(account.email);
    const toNew = await smtp.nextMailTo(target);
    // Both confirmations wait on the tokens' rows, held here, and then go at once.
    const holder = await server.servicePool.connect();
    const owner = new pg.Client({ connectionString: server.databaseUrl });
    await owner.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `select 1 from auth.one_time_tokens where user_id = $1 and used_at is null for update`,
        [account.id],
      );
      const confirmations = Promise.all([
        client().auth.verifyOtp({
          email: account.email,
          token: codeOf(toCurrent),
          type: 'email_change',
        }),
        openLink(toNew.link!),
      ]);
      await expect
        .poll(async () => {
          // The database owner sees every session's activity; the service role does not.
          const { rows } = await owner.query(
            `select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and query like '%one_time_tokens set used_at%'`,
          );
          return rows[0].n;
        })
        .toBe(2);
      await holder.query('commit');
      const [byCode, byLink] = await confirmations;
      expect(byCode.error).toBeNull();
      // One of the two answers carries the session, the other the note.
      const sessions = [byCode.data.session !== null, byLink.fragment.access_token !== undefined];
      expect(sessions.filter(Boolean)).toHaveLength(1);
    } finally {
      holder.release();
      await owner.end();
    }
    expect((await member.auth.getUser()).data.user?.email).toBe(target);
  });

  it('refuses an address another account has (email_exists) and changes nothing', async () => {
    const { account, member } = await signedIn();
    const other = await createPasswordAccount(server.servicePool);
    const taken = await member.auth.updateUser({ email: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await member.auth.getUser()).data.user).not.toHaveProperty('new_email');
    await smtp.expectNoMailTo(account.email, 200);
  });

  it('mails both halves again on resend; the first mails stop working', async () => {
    const { account, member } = await signedIn();
    const target = newEmail();
    await member.auth.updateUser({ email: target });
    const oldCurrent = await smtp.nextMailTo(account.email);
    await smtp.nextMailTo(target);

    const resent = await client().auth.resend({ type: 'email_change', email: account.email });
    expect(resent.error).toBeNull();
    const current = await smtp.nextMailTo(account.email);
    const next = await smtp.nextMailTo(target);
    const stale = await client().auth.verifyOtp({
      email: account.email,
      token: codeOf(oldCurrent),
      type: 'email_change',
    });
    expect(stale.error).toMatchObject({ code: 'otp_expired' });

    // Another member cannot use these codes for their own address.
    const stranger = await signedIn();
    const theirs = await client().auth.verifyOtp({
      email: stranger.account.email,
      token: codeOf(current),
      type: 'email_change',
    });
    expect(theirs.error).toMatchObject({ code: 'otp_expired' });

    await openLink(current.link!);
    const done = await client().auth.verifyOtp({
      email: target,
      token: codeOf(next),
      type: 'email_change',
    });
    expect(done.error).toBeNull();
    expect(done.data.user?.email).toBe(target);
  });
});

describe('invitations (auth.admin.inviteUserByEmail)', () => {
  it('mails an invitation whose link signs in on the password screen', async () => {
    const email = newEmail();
    const invited = await admin().auth.admin.inviteUserByEmail(email, {
      data: { locale: 'it' },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, invited_at: expect.any(String) });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Sei invitato su EcoTours');
    const { location } = await openLink(mail.link!);
    expect(location.pathname).toBe('/it/reset-password');
    const accessToken = location.searchParams.get('access_token');
    const refreshToken = location.searchParams.get('refresh_token');
    expect(location.searchParams.get('type')).toBe('invite');

    const member = client();
    await member.auth.setSession({ access_token: accessToken!, refresh_token: refreshToken! });
    const password = `chosen-${uniqueTag()}-9`;
    expect((await member.auth.updateUser({ password })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password })).error).toBeNull();

    const again = await admin().auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses a member token', async () => {
    const account = await createPasswordAccount(server.servicePool);
    const member = client();
    await member.auth.signInWithPassword(account);
    const token = (await member.auth.getSession()).data.session!.access_token;
    const response = await fetch(`${server.url}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: newEmail() }),
    });
    expect(response.status).toBe(403);
  });
});
