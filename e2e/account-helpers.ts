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

export async function signIn(page: Page, member: Pick<Member, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A confirmed member who is signed out again (in this browser only), on any screen size. */
export async function confirmedMember(page: Page): Promise<Member> {
  const viewport = page.viewportSize()!;
  // The sign-up helper waits for the header's Dashboard link, which phones fold into the menu.
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signUpAndConfirm(page);
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize(viewport);
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
