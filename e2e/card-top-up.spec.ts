import type { Page } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '@app/testing/fake-stripe';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { expect, test as base } from './fixtures.js';

// A member tops up by card: a server of its own with PAYMENTS=stripe talks to the fake Stripe
// (the real `stripe` package, Stripe's HTTP shapes, signed webhooks), whose hosted Checkout page
// the browser pays or leaves. The wallet is credited by the signed webhook alone.
interface CardServer {
  stripe: FakeStripe;
  server: TestServer;
}

const test = base.extend<{ stripe: FakeStripe; server: TestServer }, { card: CardServer }>({
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
      await use({ stripe, server });
      await server.dispose();
      await stripe.close();
    },
    // Its own server and PostgreSQL take a while to start on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  stripe: async ({ card }, use) => use(card.stripe),
  server: async ({ card }, use) => use(card.server),
  // The journeys run against this spec's server, not the demo one of global setup.
  baseURL: async ({ card }, use) => use(card.server.url),
});

test.describe.configure({ mode: 'serial', timeout: 120_000 });

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

async function signIn(page: Page, account: PasswordAccount) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

async function topUpStatus(server: TestServer, topUpId: string): Promise<string | undefined> {
  const { rows } = await server.servicePool.query<{ status: string }>(
    'select status from public.wallet_topups where id = $1',
    [topUpId],
  );
  return rows[0]?.status;
}

test('a member pays a top-up on Checkout and the balance changes once the webhook is in', async ({
  page,
  server,
  stripe,
}) => {
  const member = await createPasswordAccount(server.servicePool);
  await signIn(page, member);
  await page.goto('/wallet');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('€0.00');

  await page
    .getByRole('region', { name: 'Balance' })
    .getByRole('button', { name: 'Top up €20.00' })
    .click();
  // On the provider's page now: nothing credited yet.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/`));
  await expect(page.getByRole('heading', { name: 'Pay €20.00' })).toBeVisible();

  // The webhook waits until the member is back on the wallet, as a slow one would.
  stripe.setDelivery('hold');
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page).toHaveURL(/\/wallet\?checkout=success&topup=[0-9a-f-]{36}$/);
  const topUpId = new URL(page.url()).searchParams.get('topup')!;
  const pending = page.getByRole('region', { name: 'Payment pending' });
  await expect(pending.getByText('€20.00')).toBeVisible();
  await expect(balance).toHaveText('€0.00');
  expect(await topUpStatus(server, topUpId)).toBe('pending');

  const held = stripe.takeHeld();
  expect(held.map((event) => event.type)).toEqual(['checkout.session.completed']);
  stripe.setDelivery('at-once');
  for (const event of held) expect(await stripe.deliver(event)).toEqual([200]);
  await expect(toast(page, 'Top-up Successful')).toContainText('Added €20.00 to your wallet.');
  await expect(balance).toHaveText('€20.00');
  await expect(pending).toBeHidden();
  await expect(page).toHaveURL(/\/wallet$/);
  const history = page.getByRole('list', { name: 'Transaction history' });
  await expect(history.getByText('Quick top-up of €20.00')).toBeVisible();
  expect(await topUpStatus(server, topUpId)).toBe('paid');

  // A reload tells nothing twice.
  await page.reload();
  await expect(balance).toHaveText('€20.00');
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('a member who cancels on Checkout is told no money was taken', async ({
  page,
  server,
  stripe,
}) => {
  const member = await createPasswordAccount(server.servicePool);
  await signIn(page, member);
  await page.goto('/dashboard?tab=wallet');
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('€0.00');
  await wallet.getByLabel('Custom amount (€)').fill('12.34');
  await wallet.getByRole('button', { name: 'Add Funds' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/`));
  await expect(page.getByRole('heading', { name: 'Pay €12.34' })).toBeVisible();

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(toast(page, 'Top-up Failed')).toContainText(
    'Payment cancelled. No money was taken.',
  );
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
  await expect(page.getByRole('region', { name: 'Payment pending' })).toHaveCount(0);
  const { rows } = await server.servicePool.query<{ status: string }>(
    'select status from public.wallet_topups where user_id = $1',
    [member.id],
  );
  expect(rows).toEqual([{ status: 'cancelled' }]);
});
