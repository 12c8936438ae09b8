import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.js';
import { signUpAndConfirm } from './account-helpers.js';
import { expect, test } from './fixtures.js';

// The wallet's side of card payments, on the demo server: what the database and the functions
// answer is played by routes, so every outcome (pending, paid, failed, cancelled, debt) shows
// without a card provider. card-top-up.spec.ts runs the real journey against the fake Stripe.
test.describe.configure({ timeout: 90_000 });

const SWISS = { slug: 'swiss-alpine-rail-circle' };

interface TopUpRow {
  id: string;
  amount_eur: number;
  status: 'pending' | 'paid' | 'cancelled' | 'failed';
  credited_eur: number | null;
  created_at: string;
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * /rest/v1/wallet_topups answers from `rows()` as PostgREST would for the two reads the wallet
 * makes (one top-up by id; the pending ones); returns how many reads there were.
 */
async function serveTopUps(page: Page, rows: () => TopUpRow[]) {
  const reads = { count: 0 };
  await page.route('**/rest/v1/wallet_topups?*', async (route) => {
    reads.count += 1;
    const url = new URL(route.request().url());
    const id = url.searchParams.get('id')?.replace(/^eq\./, '');
    const status = url.searchParams.get('status')?.replace(/^eq\./, '');
    const found = rows()
      .filter((row) => (id ? row.id === id : true))
      .filter((row) => (status ? row.status === status : true))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    await json(route, found);
  });
  return reads;
}

/** The member's wallet row as the database would give it. */
async function serveWallet(page: Page, wallet: { balance_eur: number; debt_eur: number }) {
  await page.route('**/rest/v1/wallets?*', (route) => json(route, [wallet]));
}

const topUp = (overrides: Partial<TopUpRow> = {}): TopUpRow => ({
  id: randomUUID(),
  amount_eur: 25,
  status: 'pending',
  credited_eur: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

test('back from Checkout, the wallet shows the payment pending, then what was credited', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const row = topUp({ amount_eur: 25 });
  const reads = await serveTopUps(page, () => [row]);
  await page.goto(`/wallet?checkout=success&topup=${row.id}`);

  const pending = page.getByRole('region', { name: 'Payment pending' });
  await expect(pending.getByText('€25.00')).toBeVisible();
  await expect(pending.getByText(/Waiting for your card payment to be confirmed/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Read again every 2 seconds while it is pending.
  await expect.poll(() => reads.count, { timeout: 10_000 }).toBeGreaterThan(3);
  await expect(page).toHaveURL(/checkout=success/);

  // The provider's webhook arrived: the row says paid, for what the provider charged.
  Object.assign(row, { status: 'paid', credited_eur: 24.5 });
  await expect(toast(page, 'Top-up Successful')).toContainText('Added €24.50 to your wallet.');
  await expect(pending).toBeHidden();
  // Handled once: the return leaves the address, so a reload tells nothing again.
  await expect(page).toHaveURL(/\/wallet$/);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('a failed card payment says that no money was taken', async ({ page }) => {
  await signUpAndConfirm(page);
  const row = topUp({ status: 'failed' });
  await serveTopUps(page, () => [row]);
  await page.goto(`/wallet?checkout=success&topup=${row.id}`);
  await expect(toast(page, 'Top-up Failed')).toContainText(
    'The card payment failed. No money was taken.',
  );
  await expect(page.getByRole('region', { name: 'Payment pending' })).toBeHidden();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('Cancel on Checkout cancels the top-up and says no money was taken, once', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const row = topUp();
  await serveTopUps(page, () => []);
  const cancelled: unknown[] = [];
  await page.route('**/functions/v1/wallet-topup-cancel', async (route) => {
    cancelled.push(route.request().postDataJSON());
    await json(route, { status: 'cancelled' });
  });
  await page.goto(`/wallet?checkout=cancelled&topup=${row.id}`);
  await expect(toast(page, 'Top-up Failed')).toContainText(
    'Payment cancelled. No money was taken.',
  );
  await expect(page).toHaveURL(/\/wallet$/);
  expect(cancelled).toEqual([{ topup_id: row.id }]);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(cancelled).toHaveLength(1);
});

test('Cancel after the money was taken follows the payment instead of saying none was taken', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  const row = topUp({ amount_eur: 30 });
  await serveTopUps(page, () => [row]);
  // The provider had the payment already (paid in another tab): the top-up stays pending.
  await page.route('**/functions/v1/wallet-topup-cancel', (route) =>
    json(route, { success: true, status: 'pending' }),
  );
  await page.goto(`/wallet?checkout=cancelled&topup=${row.id}`);
  await expect(page).toHaveURL(new RegExp(`checkout=success&topup=${row.id}$`));
  await expect(page.getByRole('region', { name: 'Payment pending' })).toContainText('€30.00');
  Object.assign(row, { status: 'paid', credited_eur: 30 });
  await expect(toast(page, 'Top-up Successful')).toContainText('Added €30.00 to your wallet.');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Top-up Failed' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/wallet$/);
});

test('pending card top-ups of earlier visits are listed, newest first', async ({ page }) => {
  await signUpAndConfirm(page);
  const hour = 60 * 60 * 1000;
  const rows = [
    topUp({ amount_eur: 10, created_at: new Date(Date.now() - 2 * hour).toISOString() }),
    topUp({ amount_eur: 40, created_at: new Date(Date.now() - hour).toISOString() }),
    topUp({ amount_eur: 99, status: 'paid', credited_eur: 99 }),
  ];
  await serveTopUps(page, () => rows);
  await page.goto('/wallet');
  const pending = page.getByRole('region', { name: 'Payment pending' });
  await expect(pending.getByTestId('pending-top-up')).toHaveCount(2);
  await expect(pending.getByTestId('pending-top-up').first()).toContainText('€40.00');
  await expect(pending.getByTestId('pending-top-up').last()).toContainText('€10.00');
  await expect(pending.getByText('€99.00')).toHaveCount(0);
});

test('a wallet in debt says so on the wallet page and the dashboard, and bookings say why they fail', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await serveWallet(page, { balance_eur: 0, debt_eur: 12.5 });
  await page.goto('/wallet');
  const alert = page.getByTestId('wallet-debt');
  await expect(alert).toContainText('You owe €12.50');
  await expect(alert).toContainText('card payment');
  await expect(alert).toContainText('Bookings are paused until a top-up settles');
  await expectNoSeriousAxeViolations(page);
  await page.goto('/dashboard?tab=wallet');
  await expect(
    page.getByRole('tabpanel', { name: 'Wallet' }).getByTestId('wallet-debt'),
  ).toContainText('You owe €12.50');

  // The booking functions refuse a wallet in debt with their own message: no shortage dialog.
  const refusal = {
    error: 'Your wallet owes €12.50 after a reversed card payment. Top up to book again.',
    code: 'wallet_in_debt',
    debtAmount: 12.5,
  };
  await page.route('**/functions/v1/process-booking', (route) => json(route, refusal, 402));
  await page.goto(`/tours/${SWISS.slug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  await panel.getByLabel('Tour date').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(toast(page, 'Booking Failed')).toContainText(refusal.error);
  await expect(page.getByRole('dialog', { name: 'Insufficient Funds' })).toHaveCount(0);

  await page.route('**/functions/v1/confirm-micro-tour-booking', (route) =>
    json(route, refusal, 402),
  );
  await serveWallet(page, { balance_eur: 100, debt_eur: 0 });
  await page.goto('/micro-tours');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Now – Pay' }).click();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'Booking Failed')).toContainText(refusal.error);
});

test("the pending booking's shortage, told by its code, is the spec's toast", async ({ page }) => {
  await signUpAndConfirm(page);
  await serveWallet(page, { balance_eur: 100, debt_eur: 0 });
  await page.route('**/functions/v1/confirm-micro-tour-booking', (route) =>
    json(
      route,
      {
        error: 'insufficient_funds',
        code: 'insufficient_funds',
        currentBalance: 3,
        requiredAmount: 12,
        missingAmount: 9,
      },
      402,
    ),
  );
  await page.goto('/micro-tours');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Now – Pay' }).click();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'Insufficient funds for pending booking')).toContainText(
    'You need €9.00 more to complete this booking.',
  );
});

test('with a card provider every top-up goes to its payment page', async ({ page, baseURL }) => {
  await signUpAndConfirm(page);
  const checkout = `${baseURL}/fake-checkout/cs_test_${randomUUID().slice(0, 8)}`;
  const bodies: unknown[] = [];
  await page.route('**/functions/v1/wallet-topup', async (route) => {
    bodies.push(route.request().postDataJSON());
    await json(route, {
      success: true,
      checkoutUrl: checkout,
      topup: { id: randomUUID(), amountEur: 10, status: 'pending' },
    });
  });
  await page.route('**/fake-checkout/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Checkout</h1>' }),
  );

  await page.goto('/wallet');
  await page
    .getByRole('region', { name: 'Balance' })
    .getByRole('button', { name: 'Top up €10.00' })
    .click();
  await expect(page).toHaveURL(checkout);

  await page.goto('/dashboard?tab=wallet');
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await wallet.getByLabel('Custom amount (€)').fill('12.34');
  await wallet.getByRole('button', { name: 'Add Funds' }).click();
  await expect(page).toHaveURL(checkout);

  await page.goto(`/tours/${SWISS.slug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  await panel.getByLabel('Tour date').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await page
    .getByRole('dialog', { name: 'Insufficient Funds' })
    .getByRole('button', { name: 'Top Up & Book' })
    .click();
  await expect(page).toHaveURL(checkout);

  expect(bodies).toEqual([
    { amount_eur: 10, kind: 'quick' },
    { amount_eur: 12.34, kind: 'custom' },
    { amount_eur: expect.any(Number), kind: 'quick' },
  ]);
});

test('the booking dates stop two years ahead', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/micro-tours');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Now – Pay' }).click();
  const date = page.getByRole('region', { name: 'Pending booking' }).getByLabel('Tour date');
  const max = await date.getAttribute('max');
  const today = await date.getAttribute('min');
  expect(Number(max!.slice(0, 4)) - Number(today!.slice(0, 4))).toBe(2);
  const tooFar = `${Number(max!.slice(0, 4)) + 1}${max!.slice(4)}`;
  await date.fill(tooFar);
  await expect(
    page.getByText('Bookings open at most 2 years ahead. Please choose an earlier date.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
});

// Screenshots for a visual review: E2E_SCREENSHOTS=/some/dir npx playwright test -g "card screenshots"
test('card screenshots of the wallet: payment pending and debt', async ({ page }) => {
  const dir = process.env.E2E_SCREENSHOTS;
  test.skip(!dir, 'only when E2E_SCREENSHOTS names a directory');
  await signUpAndConfirm(page);
  const watched = topUp({ amount_eur: 50 });
  const older = topUp({
    amount_eur: 20,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await serveTopUps(page, () => [watched, older]);
  await serveWallet(page, { balance_eur: 0, debt_eur: 12.5 });
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/wallet?checkout=success&topup=${watched.id}`);
    await expect(page.getByRole('region', { name: 'Payment pending' })).toContainText('€50.00');
    await expect(page.getByTestId('wallet-debt')).toBeVisible();
    await page.screenshot({ path: `${dir}/${width}-wallet-card-pending.png`, fullPage: true });
    await page.goto('/dashboard?tab=wallet');
    await expect(page.getByTestId('wallet-debt')).toBeVisible();
    await page.screenshot({ path: `${dir}/${width}-dashboard-wallet-debt.png`, fullPage: true });
  }
});
