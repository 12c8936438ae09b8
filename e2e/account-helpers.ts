import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { devMailboxUrl } from './fixtures.js';

export interface Member {
  name: string;
  email: string;
  password: string;
}

export function newMember(): Member {
  const tag = randomUUID().slice(0, 8);
  return { name: `Ada ${tag}`, email: `ada-${tag}@example.test`, password: `green-${tag}-1` };
}

/**
 * Opens the newest e-mail to this address in the dev mailbox, at the address with its token that
 * the server handed global setup, and follows its link.
 */
export async function followMailLink(page: Page, email: string, subject: RegExp) {
  const mail = page.locator('article', { hasText: email }).filter({ hasText: subject }).first();
  // The server sends auth mails in the background (its answer must not reveal whether the
  // account exists), so the mailbox is reloaded until the mail is there.
  await expect(async () => {
    await page.goto(devMailboxUrl());
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole('link').click();
}

/** Fills in and sends the sign-up form; the account still needs its e-mail confirmed. */
export async function submitSignUp(page: Page, member: Member) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/**
 * Makes the page's requests come from a client address of their own (the gateway believes
 * X-Forwarded-For from loopback): the server's per-address limits on sign-ups, sign-ins and links
 * then count this journey alone, not the whole suite's from 127.0.0.1.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const address = ownClientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** A client address for one journey's requests (see `useOwnClientAddress`). */
export function ownClientAddress(): string {
  const [a, b] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

/**
 * Signs up through the page and confirms through the dev mailbox, as a newcomer would: for the
 * journeys that test that flow. The others start from `signUpAndConfirm`.
 */
export async function signUpThroughPageAndConfirm(page: Page, member: Member = newMember()) {
  await useOwnClientAddress(page);
  await submitSignUp(page, member);
  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible();
  // The page says where mail goes without a mail server, but never links to the mailbox.
  await expect(page.getByText(/waits in the development mailbox/)).toBeVisible();
  await expect(page.getByRole('link', { name: /mailbox/i })).toHaveCount(0);
  await followMailLink(page, member.email, /confirm/i);
  // The link lands with the session in the fragment; wait until the app has stored it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return member;
}

/**
 * Signs a new member up over the auth API, as the sign-up page does, and gives the confirmation
 * link mailed to them. `address`: the client address the server counts the sign-up against.
 */
export async function mailedConfirmationLink(
  request: APIRequestContext,
  member: Member,
  address?: string,
): Promise<string> {
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: anonKey, ...(address ? { 'x-forwarded-for': address } : {}) },
    data: {
      email: member.email,
      password: member.password,
      data: { name: member.name, full_name: member.name },
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return mailedLinkTo(request, member.email);
}

/**
 * A new member, signed up over the auth API and signed in by opening the mailed confirmation
 * link in the page: the journeys that only need a member skip the form and the mailbox page.
 */
export async function signUpAndConfirm(page: Page, member: Member = newMember()) {
  const address = await useOwnClientAddress(page);
  await page.goto(await mailedConfirmationLink(page.request, member, address));
  // The link lands with the session in the fragment; wait until the app has stored it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return member;
}

/** Where supabase-js keeps the app's session (`AUTH_STORAGE_KEY` in web/src/lib/supabase.ts). */
export const AUTH_STORAGE_KEY = 'sb-ecotours-auth-token';

/** A session as the auth API hands it out and supabase-js stores it. */
interface StoredSession {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email?: string };
}

async function apiKey(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/config.json')).json()) as { anonKey: string }).anonKey;
}

/**
 * Puts a session into the page's storage as supabase-js keeps it: the journey's next page load
 * is signed in. Storage belongs to the origin, so the page first opens a small address of it
 * that is not the app (no app start is paid for).
 */
export async function storeSession(page: Page, session: StoredSession) {
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
}

/**
 * Signs a new member up over the auth API, from a client address of the page's own (as
 * `useOwnClientAddress`), and opens the mailed confirmation link over HTTP: answers the fragment
 * of the link's redirect to the app, which carries the session (or an error).
 */
async function confirmOverHttp(page: Page, member: Member): Promise<URLSearchParams> {
  const address = await useOwnClientAddress(page);
  const link = await mailedConfirmationLink(page.request, member, address);
  const verified = await page.request.get(link, {
    maxRedirects: 0,
    headers: { 'x-forwarded-for': address },
  });
  expect(verified.status(), await verified.text()).toBe(303);
  return new URLSearchParams(new URL(verified.headers().location!).hash.slice(1));
}

/**
 * A new member signed in without loading a page: signed up over the auth API as the sign-up page
 * does, the mailed confirmation link opened over HTTP, and the session it hands out (in the
 * redirect's fragment) stored as supabase-js stores it when the link opens in the app. For the
 * journeys that only need a member; those about signing up and in use the pages (auth.spec.ts,
 * sign-in-return.spec.ts, member-languages.spec.ts). The next `page.goto` is signed in.
 */
export async function newMemberSession(page: Page, member: Member = newMember()): Promise<Member> {
  const fragment = await confirmOverHttp(page, member);
  const accessToken = fragment.get('access_token');
  expect(accessToken, `a session in the link's redirect: ${fragment.get('error')}`).toBeTruthy();
  const user = await page.request.get('/auth/v1/user', {
    headers: { apikey: await apiKey(page.request), authorization: `Bearer ${accessToken}` },
  });
  expect(user.ok(), await user.text()).toBe(true);
  const expiresIn = Number(fragment.get('expires_in'));
  await storeSession(page, {
    access_token: accessToken!,
    refresh_token: fragment.get('refresh_token')!,
    token_type: fragment.get('token_type') ?? 'bearer',
    expires_in: expiresIn,
    expires_at: Number(fragment.get('expires_at')) || Math.floor(Date.now() / 1000) + expiresIn,
    user: (await user.json()) as StoredSession['user'],
  });
  return member;
}

/**
 * Signs a confirmed account in over the auth API (password grant, as the sign-in form's
 * supabase-js call makes) and stores the session: for journeys that only need a member.
 */
export async function passwordSession(
  page: Page,
  account: Pick<Member, 'email' | 'password'>,
): Promise<void> {
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: await apiKey(page.request) },
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await storeSession(page, (await response.json()) as StoredSession);
}

export async function signIn(page: Page, member: Pick<Member, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A confirmed member, not signed in in this browser: signed up over the auth API and the mailed
 * link opened over HTTP, from a client address of the page's own. For the journeys that sign in
 * through the pages.
 */
export async function confirmedMember(page: Page): Promise<Member> {
  const member = newMember();
  await confirmOverHttp(page, member);
  return member;
}

/** The link of the newest dev-mailbox e-mail to `email`, read over HTTP (no page needed). */
export async function mailedLinkTo(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await (await request.get(devMailboxUrl())).text();
      const mail = mailbox.split('<article>').find((part) => part.includes(`to ${email}`));
      link = mail?.match(/<a href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
      return link;
    })
    .toBeTruthy();
  return link!;
}
