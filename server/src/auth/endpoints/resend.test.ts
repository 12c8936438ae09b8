import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import type { AuthTuning } from '../auth-settings.js';

// Day-long windows: a test never straddles two of them (they start at midnight UTC).
const day = 86_400;
const tuning: AuthTuning = {
  rateLimits: {
    resendPerEmail: { max: 2, windowSeconds: day },
    resendPerIp: { max: 4, windowSeconds: day },
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
/** The gateway trusts X-Forwarded-For, which lets each test be its own client. */
const newIp = () => `203.0.113.${++ipCounter}`;
const newEmail = () => `member-${uniqueTag()}@example.test`;
const client = () => sessionClient(server.url, server.keys.anonKey);

function resend(body: unknown, ip: string, redirectTo?: string) {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  return fetch(`${server.url}/auth/v1/resend${query}`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Opens an e-mail link at the gateway as a browser would, without following the redirect. */
async function openLink(link: string) {
  const { pathname, search } = new URL(link);
  const response = await fetch(new URL(pathname + search, server.url), { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return { location, fragment: Object.fromEntries(new URLSearchParams(location.hash.slice(1))) };
}

async function signUp(email: string, password: string) {
  const { error } = await client().auth.signUp({
    email,
    password,
    options: { data: { name: 'Ada Lovelace' }, emailRedirectTo: `${server.url}/` },
  });
  expect(error).toBeNull();
}

describe('POST /auth/v1/resend', () => {
  it('mails a fresh confirmation link that returns to redirect_to and voids the older one', async () => {
    const email = newEmail();
    await signUp(email, 'secret-pass-1');
    const firstLink = (await smtp.nextMailTo(email)).link!;

    const back = `${server.url}/tours/alpine-lakes?date=2030-05-01&travelers=3&addons=a%2Cb`;
    const response = await resend({ type: 'signup', email }, newIp(), back);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Confirm your EcoTours account');
    expect(new URL(mail.link!).searchParams.get('redirect_to')).toBe(back);

    // The older link no longer works; the new one lands on the page with its query kept.
    expect((await openLink(firstLink)).fragment.error_code).toBe('otp_expired');
    const opened = await openLink(mail.link!);
    expect(opened.fragment.access_token).toBeDefined();
    expect(`${opened.location.origin}${opened.location.pathname}${opened.location.search}`).toBe(
      back,
    );
    // The password of the sign-up is the one the new link sets.
    const signedIn = await client().auth.signInWithPassword({ email, password: 'secret-pass-1' });
    expect(signedIn.error).toBeNull();
  });

  it('through supabase-js auth.resend, with the address in any case', async () => {
    const email = newEmail();
    await signUp(email, 'secret-pass-1');
    await smtp.nextMailTo(email);
    const { error } = await client().auth.resend({
      type: 'signup',
      email: email.toUpperCase(),
      options: { emailRedirectTo: `${server.url}/dashboard` },
    });
    expect(error).toBeNull();
    const link = new URL((await smtp.nextMailTo(email)).link!);
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/dashboard`);
  });

  it('answers an unknown and an already confirmed address alike, and mails neither', async () => {
    const unknown = newEmail();
    const confirmed = await createPasswordAccount(server.servicePool);
    const waiting = newEmail();
    await signUp(waiting, 'secret-pass-1');
    await smtp.nextMailTo(waiting);

    const answers = await Promise.all(
      [unknown, confirmed.email, waiting].map(async (email) => {
        const response = await resend({ type: 'signup', email }, newIp());
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(answers).toEqual([
      { status: 200, body: '{}' },
      { status: 200, body: '{}' },
      { status: 200, body: '{}' },
    ]);
    await smtp.nextMailTo(waiting);
    await smtp.expectNoMailTo(unknown, 1500);
    await smtp.expectNoMailTo(confirmed.email, 0);
  });

  it('never puts another site in the link', async () => {
    const email = newEmail();
    await signUp(email, 'secret-pass-1');
    await smtp.nextMailTo(email);
    await resend({ type: 'signup', email }, newIp(), 'https://evil.example/steal');
    const link = new URL((await smtp.nextMailTo(email)).link!);
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/`);
  });

  it('is limited per address and per IP address, for unknown addresses too', async () => {
    const email = newEmail();
    for (let i = 0; i < 2; i += 1) {
      expect((await resend({ type: 'signup', email }, newIp())).status).toBe(200);
    }
    const perAddress = await resend({ type: 'signup', email: email.toUpperCase() }, newIp());
    expect(perAddress.status).toBe(429);
    expect(await perAddress.json()).toMatchObject({ error_code: 'over_email_send_rate_limit' });

    const ip = newIp();
    for (let i = 0; i < 4; i += 1) {
      expect((await resend({ type: 'signup', email: newEmail() }, ip)).status).toBe(200);
    }
    const perIp = await resend({ type: 'signup', email: newEmail() }, ip);
    expect(perIp.status).toBe(429);
    expect(await perIp.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await resend({ type: 'signup', email: newEmail() }, newIp())).status).toBe(200);
  });

  it('refuses a wrong type, a bad address, a malformed or oversized body', async () => {
    const ip = newIp();
    const wrongType = await resend({ type: 'recovery', email: newEmail() }, ip);
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'type: type must be one of signup, email_change',
    });
    const noType = await resend({ email: newEmail() }, ip);
    expect(noType.status).toBe(400);

    const badEmail = await resend({ type: 'signup', email: 'not-an-email' }, ip);
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ error_code: 'validation_failed' });
    expect((await resend({ type: 'signup' }, ip)).status).toBe(400);

    const malformed = await resend('{"type": "signup", ', ip);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error_code: 'bad_json' });

    const oversized = await resend({ type: 'signup', email: `${'a'.repeat(70_000)}@x.test` }, ip);
    expect(oversized.status).toBe(413);
    const longAddress = await resend({ type: 'signup', email: `${'a'.repeat(2000)}@x.test` }, ip);
    expect(longAddress.status).toBe(400);
  });

  it('email_change answers alike and sends nothing: changing the address is not offered', async () => {
    const member = await createPasswordAccount(server.servicePool);
    const response = await resend({ type: 'email_change', email: member.email }, newIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    await smtp.expectNoMailTo(member.email, 1000);
  });
});
