import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { sessionClient } from '@app/testing/session-client';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { proveWithNewFactor } from '@app/testing/two-factor';
import { AuthStore } from './auth-store.js';

let smtp: SmtpCatcher;
let server: TestServer;
const adminEmail = `admin-${uniqueTag()}@example.test`;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, ADMIN_EMAILS: adminEmail });
});

afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

const client = () => sessionClient(server.url, server.keys.anonKey);
const newEmail = () => `member-${uniqueTag()}@example.test`;
/** SITE_URL is unset, so links name the address the gateway listens on (HOST and its port). */
const siteUrl = () => server.url;

/** Opens an e-mail link at the gateway as a browser would, without following the redirect. */
async function openLink(link: string) {
  const { pathname, search } = new URL(link);
  const response = await fetch(new URL(pathname + search, server.url), { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return {
    status: response.status,
    location,
    fragment: Object.fromEntries(new URLSearchParams(location.hash.slice(1))),
    query: Object.fromEntries(location.searchParams),
  };
}

async function signUp(email: string, password: string, redirectTo = `${server.url}/`) {
  const result = await client().auth.signUp({
    email,
    password,
    options: { data: { name: 'Ada Lovelace' }, emailRedirectTo: redirectTo },
  });
  expect(result.error).toBeNull();
  return result.data;
}

async function signUpAndConfirm(email: string, password: string) {
  await signUp(email, password);
  const mail = await smtp.nextMailTo(email);
  const opened = await openLink(mail.link!);
  expect(opened.status).toBe(303);
  return opened.fragment;
}

describe('sign-up with e-mail confirmation', () => {
  it('answers with a user and no session, mails a link, and the link signs the user in', async () => {
    const email = newEmail();
    const data = await signUp(email, 'secret-pass-1');
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      user_metadata: { name: 'Ada Lovelace' },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await client().auth.signInWithPassword({ email, password: 'secret-pass-1' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Confirm your EcoTours account');
    expect(mail.source).toMatch(/Content-Type: text\/plain/);
    expect(mail.source).toMatch(/Content-Type: text\/html/);
    const link = new URL(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl()}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/`);

    const opened = await openLink(mail.link!);
    expect(opened.status).toBe(303);
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(`${server.url}/`);
    expect(opened.location.search).toBe('');
    const now = Math.floor(Date.now() / 1000);
    expect(opened.fragment).toMatchObject({
      token_type: 'bearer',
      type: 'signup',
      expires_in: '3600',
    });
    expect(Number(opened.fragment.expires_at)).toBeGreaterThanOrEqual(now + 3590);

    const claims = decodeJwt(opened.fragment.access_token!);
    expect(claims).toMatchObject({
      iss: `${siteUrl()}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada Lovelace' },
      aal: 'aal1',
      amr: [{ method: 'otp' }],
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.app_metadata as Record<string, unknown>).role).toBeUndefined();

    const browser = client();
    const set = await browser.auth.setSession({
      access_token: opened.fragment.access_token!,
      refresh_token: opened.fragment.refresh_token!,
    });
    expect(set.error).toBeNull();
    const { data: current } = await browser.auth.getUser();
    expect(current.user).toMatchObject({ id: claims.sub, email });
    expect(current.user?.email_confirmed_at).toBeDefined();

    const signIn = await client().auth.signInWithPassword({ email, password: 'secret-pass-1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email).toBe(email);
  });

  it('a link works once; a used, expired or altered link lands on redirect_to with otp_expired', async () => {
    const invalid =
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    const used = newEmail();
    await signUp(used, 'secret-pass-1');
    const usedLink = (await smtp.nextMailTo(used)).link!;
    // A link checker's HEAD request does not use the link up.
    const { pathname, search } = new URL(usedLink);
    const head = await fetch(new URL(pathname + search, server.url), {
      method: 'HEAD',
      redirect: 'manual',
    });
    expect(head.status).toBe(404);
    expect((await openLink(usedLink)).fragment.access_token).toBeDefined();
    const again = await openLink(usedLink);
    expect(again.status).toBe(303);
    expect(`${again.location.origin}${again.location.pathname}`).toBe(`${server.url}/`);
    expect(again.location.hash).toBe(`#${invalid}`);

    const expired = newEmail();
    await signUp(expired, 'secret-pass-1');
    const expiredLink = (await smtp.nextMailTo(expired)).link!;
    await server.servicePool.query(
      `update auth.one_time_tokens set expires_at = now() - interval '1 second'
        where user_id = (select id from auth.users where email = $1)`,
      [expired],
    );
    expect((await openLink(expiredLink)).location.hash).toBe(`#${invalid}`);

    const altered = new URL(expiredLink);
    altered.searchParams.set('token', `${altered.searchParams.get('token')!.slice(0, -2)}xy`);
    expect((await openLink(altered.toString())).location.hash).toBe(`#${invalid}`);
    const stillUnconfirmed = await client().auth.signInWithPassword({
      email: expired,
      password: 'secret-pass-1',
    });
    expect(stillUnconfirmed.error?.code).toBe('email_not_confirmed');
  });

  it('never redirects off the site, neither from the request nor from an edited link', async () => {
    const email = newEmail();
    await signUp(email, 'secret-pass-1', 'https://evil.example/steal');
    const link = new URL((await smtp.nextMailTo(email)).link!);
    expect(link.searchParams.get('redirect_to')).toBe(`${siteUrl()}/`);

    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const opened = await openLink(link.toString());
    expect(opened.status).toBe(303);
    expect(opened.location.origin).toBe(siteUrl());
    expect(opened.fragment.access_token).toBeDefined();
  });

  it('builds mailed links from SITE_URL alone, whatever Host or X-Forwarded-Host claims', async () => {
    const email = newEmail();
    await signUpAndConfirm(email, 'secret-pass-1');
    const evil = 'http://evil.example/x';
    const asked: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    for (const headers of asked) {
      const response = await fetch(
        `${server.url}/auth/v1/recover?redirect_to=${encodeURIComponent(evil)}`,
        {
          method: 'POST',
          headers: { ...headers, apikey: server.keys.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        },
      );
      expect(response.status).toBe(200);
      const mail = await smtp.nextMailTo(email);
      expect(mail.source).not.toMatch(/evil\.example/);
      const link = new URL(mail.link!);
      expect(link.origin).toBe(siteUrl());
      expect(link.searchParams.get('redirect_to')).toBe(`${siteUrl()}/reset-password`);
    }
  });

  it('signing up again with a waiting address mails the confirmation again and keeps the first password', async () => {
    const email = newEmail();
    const first = await signUp(email, 'owner-pass-1');
    const fresh = await signUp(newEmail(), 'owner-pass-1');
    await smtp.nextMailTo(email);

    // Someone else signs up with the owner's address while it waits for confirmation.
    const repeated = await signUp(email, 'intruder-pass-2');
    expect(repeated.user?.id).not.toBe(first.user?.id);
    expect(repeated.session).toBeNull();
    expect(Object.keys(repeated.user!).sort()).toEqual(Object.keys(fresh.user!).sort());
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Confirm your EcoTours account');
    expect(mail.source).toMatch(/password chosen at the first sign-up/);

    // The owner opens the newest mail: the account is confirmed with the owner's password.
    expect((await openLink(mail.link!)).fragment.access_token).toBeDefined();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'intruder-pass-2' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client().auth.signInWithPassword({ email, password: 'owner-pass-1' })).error,
    ).toBeNull();

    // Confirmed: a stand-in user of the same shape, no session and no mail.
    const taken = await signUp(email, 'third-pass-3');
    expect(taken.session).toBeNull();
    expect(Object.keys(taken.user!).sort()).toEqual(Object.keys(fresh.user!).sort());
    expect(taken.user).toMatchObject({ email, user_metadata: { name: 'Ada Lovelace' } });
    expect(taken.user?.identities).toHaveLength(1);
    expect(taken.user?.email_confirmed_at).toBeUndefined();
    await smtp.expectNoMailTo(email, 1500);
    expect(
      (await client().auth.signInWithPassword({ email, password: 'owner-pass-1' })).error,
    ).toBeNull();
  });

  it('an owner whose address a stranger signed up first takes it back with a reset link', async () => {
    const email = newEmail();
    await signUp(email, 'stranger-pass-1');
    await smtp.nextMailTo(email);

    await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    const opened = await openLink((await smtp.nextMailTo(email)).link!);
    const owner = client();
    const set = await owner.auth.setSession({
      access_token: opened.query.access_token!,
      refresh_token: opened.query.refresh_token!,
    });
    expect(set.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'stranger-pass-1' })).error?.code,
    ).toBe('invalid_credentials');
    expect((await owner.auth.updateUser({ password: 'owner-choice-9' })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'owner-choice-9' })).error,
    ).toBeNull();
  });

  it('refuses a malformed address and a short password in GoTrue terms', async () => {
    const badEmail = await client().auth.signUp({
      email: 'not-an-email',
      password: 'secret-pass-1',
    });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const short = await client().auth.signUp({ email: newEmail(), password: 'abc-123' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(isAuthWeakPasswordError(short.error) && short.error.reasons).toEqual(['length']);
  });
});

describe('password recovery', () => {
  it('mails a link whose tokens arrive in the query, and the new password replaces the old', async () => {
    const email = newEmail();
    await signUpAndConfirm(email, 'first-pass1');
    const otherDevice = await client().auth.signInWithPassword({ email, password: 'first-pass1' });
    expect(otherDevice.error).toBeNull();

    const request = await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    expect(request).toEqual({ data: {}, error: null });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Reset your EcoTours password');
    const link = new URL(mail.link!);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/reset-password`);

    const opened = await openLink(mail.link!);
    expect(opened.status).toBe(303);
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(
      `${server.url}/reset-password`,
    );
    expect(opened.query).toEqual({
      access_token: opened.fragment.access_token,
      refresh_token: opened.fragment.refresh_token,
      type: 'recovery',
    });
    expect(opened.fragment).toMatchObject({ type: 'recovery', token_type: 'bearer' });

    const reset = client();
    const set = await reset.auth.setSession({
      access_token: opened.query.access_token!,
      refresh_token: opened.query.refresh_token!,
    });
    expect(set.error).toBeNull();

    const weak = await reset.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(isAuthWeakPasswordError(weak.error) && weak.error.reasons).toEqual([
      'length',
      'characters',
    ]);
    expect(weak.error?.message).toBe(
      'Password must be at least 8 characters long. Password must contain at least one number.',
    );
    const noLetter = await reset.auth.updateUser({ password: '9081726354' });
    expect(noLetter.error?.message).toBe('Password must contain at least one letter.');

    const updated = await reset.auth.updateUser({ password: 'second-pass2' });
    expect(updated.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'first-pass1' })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
    expect(
      (await client().auth.signInWithPassword({ email, password: 'second-pass2' })).error,
    ).toBeNull();

    // The password change ended the other device's session, but not the one that made it.
    const other = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${otherDevice.data.session!.access_token}` },
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error_code: 'session_not_found' });
    expect((await reset.auth.getUser()).data.user?.email).toBe(email);

    expect((await openLink(mail.link!)).fragment.error_code).toBe('otp_expired');
  });

  it('confirms an unconfirmed address, keeping no password chosen before', async () => {
    const email = newEmail();
    await signUp(email, 'chosen-by-someone1');
    await smtp.nextMailTo(email);
    await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/reset-password`,
    });
    const opened = await openLink((await smtp.nextMailTo(email)).link!);
    expect(opened.query.access_token).toBeDefined();
    const early = await client().auth.signInWithPassword({
      email,
      password: 'chosen-by-someone1',
    });
    expect(early.error?.code).toBe('invalid_credentials');

    const reset = client();
    await reset.auth.setSession({
      access_token: opened.query.access_token!,
      refresh_token: opened.query.refresh_token!,
    });
    expect((await reset.auth.updateUser({ password: 'owner-pass1' })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'owner-pass1' })).error,
    ).toBeNull();
  });

  it('answers 200 {} for an address without an account too, and mails nothing', async () => {
    const known = newEmail();
    await signUpAndConfirm(known, 'first-pass1');
    const ask = (email: string) =>
      fetch(`${server.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: server.keys.anonKey },
        body: JSON.stringify({ email }),
      });
    const missing = newEmail();
    const [forKnown, forMissing] = await Promise.all([ask(known), ask(missing)]);
    expect(forKnown.status).toBe(200);
    expect(forMissing.status).toBe(200);
    expect(await forKnown.text()).toBe('{}');
    expect(await forMissing.text()).toBe('{}');
    expect((await smtp.nextMailTo(known)).subject).toBe('Reset your EcoTours password');
    await smtp.expectNoMailTo(missing, 1000);
  });
});

describe('the admin role', () => {
  it('is given only to ADMIN_EMAILS, and user_metadata cannot grant it', async () => {
    const adminTokens = await signUpAndConfirm(adminEmail, 'admin-pass1');
    expect(decodeJwt(adminTokens.access_token!).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'admin',
    });

    const member = client();
    const email = newEmail();
    await signUpAndConfirm(email, 'member-pass1');
    await member.auth.signInWithPassword({ email, password: 'member-pass1' });
    const { data, error } = await member.auth.updateUser({
      data: { role: 'admin' },
      app_metadata: { role: 'admin' },
    } as Parameters<typeof member.auth.updateUser>[0]);
    expect(error).toBeNull();
    expect(data.user?.user_metadata.role).toBe('admin');
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    // What the admin's list of members reads: the admin, who signed up after the server started,
    // is stored as one; the member is not.
    const { rows: stored } = await server.servicePool.query<{ email: string; role: string | null }>(
      `select email::text as email, raw_app_meta_data ->> 'role' as role
         from auth.users where email = any($1::text[]) order by email = $2 desc`,
      [[adminEmail, email], adminEmail],
    );
    expect(stored).toEqual([
      { email: adminEmail, role: 'admin' },
      { email, role: null },
    ]);
    const refreshed = await member.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
    });

    // The database agrees: admin-only rows are visible to the admin alone.
    await server.servicePool.query(
      `insert into public.image_update_logs (action, score) values ('skipped', 1)`,
    );
    const admin = client();
    await admin.auth.setSession({
      access_token: adminTokens.access_token!,
      refresh_token: adminTokens.refresh_token!,
    });
    // The e-mail link (a password) alone opens nothing admin; the authenticator's code does.
    expect((await admin.from('image_update_logs').select('id')).data).toEqual([]);
    await proveWithNewFactor(admin);
    const asAdmin = await admin.from('image_update_logs').select('id');
    const asMember = await member.from('image_update_logs').select('id');
    expect(asAdmin.data?.length).toBeGreaterThan(0);
    expect(asMember.data).toEqual([]);
  });

  it('is taken back from an address that leaves ADMIN_EMAILS, never from one it did not give', async () => {
    const pool = server.servicePool;
    const store = AuthStore.fromPool(pool);
    const [listed, elsewhere] = [newEmail(), newEmail()];
    // An admin role stored by something else on the same database (another gateway's list).
    await pool.query(
      `insert into auth.users (email, raw_app_meta_data) values ($1, '{}'), ($2, '{"role": "admin"}')`,
      [listed, elsewhere],
    );
    const roles = async () =>
      (
        await pool.query<{ role: string | null }>(
          `select raw_app_meta_data ->> 'role' as role from auth.users
            where email = any($1::text[]) order by email = $2 desc`,
          [[listed, elsewhere], listed],
        )
      ).rows.map((row) => row.role);
    try {
      await store.syncAdminRoles([adminEmail, listed]);
      expect(await roles()).toEqual(['admin', 'admin']);
      await store.syncAdminRoles([adminEmail]);
      expect(await roles()).toEqual([null, 'admin']);
    } finally {
      await store.syncAdminRoles([adminEmail]);
    }
  });
});
