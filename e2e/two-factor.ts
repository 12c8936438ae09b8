import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authenticator } from '@app/testing/two-factor';
import { z } from 'zod';

// Admins and guides act only from sessions proven with a second factor (decision 045). The
// journeys hold each staff account's authenticator as a phone would: its secret, and the last
// 30-second step a code was used for (the server takes a code once, only for a later step). It is
// kept in a file per server and account, since the journeys' workers are separate processes.

const STEP_MS = 30_000;
const STATE_DIR = path.join('test-results', '.auth', 'two-factor');

const phoneSchema = z.object({
  factorId: z.string().optional(),
  secret: z.string(),
  lastStep: z.number(),
  recoveryCodes: z.array(z.string()),
});
export type StaffPhone = z.infer<typeof phoneSchema>;

const phoneFile = (serverUrl: string, email: string) =>
  path.join(STATE_DIR, `${new URL(serverUrl).port}-${email.replace(/[^a-z0-9]/gi, '_')}.json`);

export function readPhone(serverUrl: string, email: string): StaffPhone | undefined {
  try {
    return phoneSchema.parse(JSON.parse(readFileSync(phoneFile(serverUrl, email), 'utf8')));
  } catch {
    return undefined;
  }
}

export function savePhone(serverUrl: string, email: string, phone: StaffPhone) {
  mkdirSync(STATE_DIR, { recursive: true });
  const file = phoneFile(serverUrl, email);
  writeFileSync(`${file}.tmp`, JSON.stringify(phone));
  renameSync(`${file}.tmp`, file);
}

/** The account has no app any more (a journey that starts from a fresh account). */
export function forgetPhone(serverUrl: string, email: string) {
  rmSync(phoneFile(serverUrl, email), { force: true });
}

const currentStep = () => Math.floor(Date.now() / STEP_MS);

/**
 * The code of the first step after the last one used that the server accepts now (one step of
 * skew either way); when that step is still ahead, waits for it, as a person waits for the app's
 * next code.
 */
export async function nextCode(serverUrl: string, email: string): Promise<string> {
  const phone = readPhone(serverUrl, email);
  if (!phone) throw new Error(`no authenticator kept for ${email}`);
  const step = Math.max(currentStep(), phone.lastStep + 1);
  const waitMs = (step - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  savePhone(serverUrl, email, { ...phone, lastStep: step });
  return authenticator(phone.secret).generate({ timestamp: step * STEP_MS });
}

const enrolHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Set up two-factor sign-in' });
const challengeHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Enter your authentication code' });

/** Adds an authenticator app on the enrolment step and saves the ten codes; answers them. */
export async function enrolOnPage(page: Page, email: string): Promise<string[]> {
  const serverUrl = new URL(page.url()).origin;
  const start = page.getByRole('button', { name: 'Set up authenticator app' });
  if (await start.isVisible()) await start.click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const step = currentStep();
  await page
    .getByLabel('Authentication code')
    .fill(authenticator(secret).generate({ timestamp: step * STEP_MS }));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  savePhone(serverUrl, email, { secret, lastStep: step, recoveryCodes });
  await page.getByLabel('I saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return recoveryCodes;
}

/** Enters the app's next code on the challenge step. */
export async function answerChallenge(page: Page, email: string) {
  const serverUrl = new URL(page.url()).origin;
  await page.getByLabel('Authentication code').fill(await nextCode(serverUrl, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(challengeHeading(page)).toHaveCount(0);
}

/**
 * After a staff account's password on an admin or check-in page: enrols the app the first time,
 * else enters its code, as the account's owner would.
 */
export async function passSecondFactor(page: Page, email: string) {
  await expect(enrolHeading(page).or(challengeHeading(page))).toBeVisible();
  if (await enrolHeading(page).isVisible()) await enrolOnPage(page, email);
  else await answerChallenge(page, email);
}

const sessionSchema = z.object({
  access_token: z.string(),
  user: z.object({
    factors: z.array(z.object({ id: z.string(), status: z.string() })).optional(),
  }),
});

async function authPost(
  request: APIRequestContext,
  apikey: string,
  pathAndQuery: string,
  data: unknown,
  token?: string,
): Promise<unknown> {
  const response = await request.post(`/auth/v1${pathAndQuery}`, {
    headers: { apikey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data,
  });
  if (!response.ok()) throw new Error(`${pathAndQuery} answered ${response.status()}`);
  return response.json();
}

/**
 * A staff account's aal2 access token over the auth API, for the journeys' own requests: the
 * password, then the app's code (the app is added the first time).
 */
export async function staffAccessToken(
  request: APIRequestContext,
  serverUrl: string,
  apikey: string,
  account: { email: string; password: string },
): Promise<string> {
  const signedIn = sessionSchema.parse(
    await authPost(request, apikey, '/token?grant_type=password', account),
  );
  const token = signedIn.access_token;
  const verified = signedIn.user.factors?.find((factor) => factor.status === 'verified');
  let factorId = verified?.id;
  if (!factorId || !readPhone(serverUrl, account.email)) {
    const enrolled = z
      .object({ id: z.string(), totp: z.object({ secret: z.string() }) })
      .parse(await authPost(request, apikey, '/factors', { factor_type: 'totp' }, token));
    factorId = enrolled.id;
    savePhone(serverUrl, account.email, {
      factorId,
      secret: enrolled.totp.secret,
      lastStep: currentStep() - 2,
      recoveryCodes: [],
    });
  }
  const challenge = z
    .object({ id: z.string() })
    .parse(await authPost(request, apikey, `/factors/${factorId}/challenge`, {}, token));
  const proven = sessionSchema.parse(
    await authPost(
      request,
      apikey,
      `/factors/${factorId}/verify`,
      { challenge_id: challenge.id, code: await nextCode(serverUrl, account.email) },
      token,
    ),
  );
  return proven.access_token;
}
