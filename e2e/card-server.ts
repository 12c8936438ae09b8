import type { Page } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '@app/testing/fake-stripe';
import { createMoneyCatalogue, type MoneyCatalogue } from '@app/testing/money-fixtures';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { passwordSession } from './account-helpers.js';
import { expect, test as base } from './fixtures.js';

/**
 * A server of its own with PAYMENTS=stripe, talking to the fake Stripe (the real `stripe`
 * package, Stripe's HTTP shapes, signed webhooks), whose hosted Checkout page the browser pays or
 * leaves. One per worker: it and its PostgreSQL take a while to start. Its catalogue is one tour
 * and one micro-tour.
 */
export interface CardServer {
  stripe: FakeStripe;
  server: TestServer;
  catalogue: MoneyCatalogue;
  tourSlug: string;
}

export const test = base.extend<{ stripe: FakeStripe; server: TestServer }, { card: CardServer }>({
  card: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const stripe = await startFakeStripe();
      const server = await startTestServer({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      });
      stripe.setWebhookUrl(`${server.url}/functions/v1/stripe-webhook`);
      const catalogue = await createMoneyCatalogue(server.servicePool);
      const { rows } = await server.servicePool.query<{ slug: string }>(
        'select slug from public.tours where id = $1',
        [catalogue.tourId],
      );
      await use({ stripe, server, catalogue, tourSlug: rows[0]!.slug });
      await server.dispose();
      await stripe.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  stripe: async ({ card }, use) => use(card.stripe),
  server: async ({ card }, use) => use(card.server),
  // The journeys run against this server, not the demo one of global setup.
  baseURL: async ({ card }, use) => use(card.server.url),
});

export { expect };

export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

/**
 * A confirmed member of the card server, signed in over the auth API: these journeys are about
 * paying, and the sign-in form has journeys of its own (auth.spec.ts).
 */
export async function signInNewMember(page: Page, server: TestServer): Promise<PasswordAccount> {
  const member = await createPasswordAccount(server.servicePool);
  await passwordSession(page, member);
  return member;
}

export async function topUpStatus(
  server: TestServer,
  topUpId: string,
): Promise<string | undefined> {
  const { rows } = await server.servicePool.query<{ status: string }>(
    'select status from public.wallet_topups where id = $1',
    [topUpId],
  );
  return rows[0]?.status;
}

/** The Checkout Session the browser is on, on the fake Stripe's hosted page. */
export async function onCheckoutPage(page: Page, stripe: FakeStripe, amount: string) {
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`));
  await expect(page.getByRole('heading', { name: `Pay ${amount}` })).toBeVisible();
  return stripe.session(new URL(page.url()).pathname.split('/').pop()!);
}

/** The wallet page's quick top-up of `amount` ('€10.00'), which leads to Checkout. */
export async function topUpOnWallet(page: Page, stripe: FakeStripe, amount: string) {
  await page
    .getByRole('region', { name: 'Balance' })
    .getByRole('button', { name: `Top up ${amount}` })
    .click();
  return onCheckoutPage(page, stripe, amount);
}
