import { devices, type Page } from '@playwright/test';
import type { FakeStripe } from '@app/testing/fake-stripe';
import type { TestServer } from '@app/testing/start-test-server';
import { expectNoSeriousAxeViolations } from './axe.js';
import {
  type CardServer,
  expect,
  onCheckoutPage,
  signInNewMember,
  test,
  toast,
  topUpOnWallet,
  topUpStatus,
} from './card-server.js';
import { fillLeadPhone } from './lead-traveler.js';
import { reviewScreenshot } from './review-screenshots.js';

// A member tops up by card on the card server (card-server.ts): the wallet is credited by the
// signed webhook alone, and every state the wallet shows comes from the fake Stripe's events.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a member pays a top-up on Checkout and the balance changes once the webhook is in', async ({
  page,
  server,
  stripe,
}) => {
  await signInNewMember(page, server);
  await page.goto('/wallet');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('€0.00');

  // On the provider's page now: nothing credited yet.
  await topUpOnWallet(page, stripe, '€20.00');

  // The webhook waits until the member is back on the wallet, as a slow one would.
  stripe.setDelivery('hold');
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page).toHaveURL(/\/wallet\?checkout=success&topup=[0-9a-f-]{36}$/);
  const topUpId = new URL(page.url()).searchParams.get('topup')!;
  const pending = page.getByRole('region', { name: 'Payment pending' });
  await expect(pending.getByText('€20.00')).toBeVisible();
  await expect(pending.getByText(/Waiting for your card payment to be confirmed/)).toBeVisible();
  await expect(balance).toHaveText('€0.00');
  await expectNoSeriousAxeViolations(page);
  expect(await topUpStatus(server, topUpId)).toBe('pending');

  // The wallet reads the attempt again while it is pending: delivered now, it shows as paid.
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

test('a delayed card payment that fails says that no money was taken', async ({
  page,
  server,
  stripe,
}) => {
  await signInNewMember(page, server);
  await page.goto('/wallet');
  const session = await topUpOnWallet(page, stripe, '€10.00');
  // Paid by a method that settles later: back on the wallet, the attempt is pending.
  stripe.pay(session.id, { async: true });
  await stripe.idle();
  await page.goto(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  const pending = page.getByRole('region', { name: 'Payment pending' });
  await expect(pending.getByText('€10.00')).toBeVisible();
  const topUpId = new URL(page.url()).searchParams.get('topup')!;
  expect(await topUpStatus(server, topUpId)).toBe('pending');

  stripe.settle(session.id, false);
  await expect(toast(page, 'Top-up Failed')).toContainText(
    'The card payment failed. No money was taken.',
  );
  await expect(pending).toBeHidden();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
  expect(await topUpStatus(server, topUpId)).toBe('failed');
});

test('a member who cancels on Checkout is told no money was taken, once', async ({
  page,
  server,
  stripe,
}) => {
  const member = await signInNewMember(page, server);
  const cancels: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/wallet-topup-cancel')) {
      cancels.push(request.postData() ?? '');
    }
  });
  await page.goto('/dashboard?tab=wallet');
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('€0.00');
  await wallet.getByLabel('Custom amount (€)').fill('12.34');
  await wallet.getByRole('button', { name: 'Add Funds' }).click();
  await onCheckoutPage(page, stripe, '€12.34');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(toast(page, 'Top-up Failed')).toContainText(
    'Payment cancelled. No money was taken.',
  );
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
  await expect(page.getByRole('region', { name: 'Payment pending' })).toHaveCount(0);
  const { rows } = await server.servicePool.query<{ id: string; status: string }>(
    'select id, status from public.wallet_topups where user_id = $1',
    [member.id],
  );
  expect(rows.map((row) => row.status)).toEqual(['cancelled']);
  expect(cancels.map((body) => JSON.parse(body))).toEqual([{ topup_id: rows[0]!.id }]);

  // Handled once: a reload neither cancels again nor tells it again.
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(cancels).toHaveLength(1);
});

test('Cancel after the money was taken follows the payment instead of saying none was taken', async ({
  page,
  server,
  stripe,
}) => {
  await signInNewMember(page, server);
  await page.goto('/wallet');
  const session = await topUpOnWallet(page, stripe, '€20.00');
  // Paid in another tab, the webhook not in yet; this tab comes back through Cancel.
  stripe.setDelivery('hold');
  stripe.pay(session.id);
  await page.goto(session.cancel_url);
  await expect(page).toHaveURL(/\/wallet\?checkout=success&topup=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Payment pending' })).toContainText('€20.00');

  stripe.setDelivery('at-once');
  for (const event of stripe.takeHeld()) expect(await stripe.deliver(event)).toEqual([200]);
  await expect(toast(page, 'Top-up Successful')).toContainText('Added €20.00 to your wallet.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('€20.00');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Top-up Failed' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/wallet$/);
});

test('every top-up place goes to Checkout, and the unpaid ones are listed newest first', async ({
  page,
  server,
  stripe,
  card,
}) => {
  const member = await signInNewMember(page, server);
  await page.goto('/wallet');
  await topUpOnWallet(page, stripe, '€10.00');

  await page.goto('/dashboard?tab=wallet');
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Top up €50.00' }).click();
  await onCheckoutPage(page, stripe, '€50.00');

  await page.goto('/dashboard?tab=wallet');
  await wallet.getByLabel('Custom amount (€)').fill('12.34');
  await wallet.getByRole('button', { name: 'Add Funds' }).click();
  await onCheckoutPage(page, stripe, '€12.34');

  // The booking panel's shortage: Top Up & Book tops up what is missing.
  await page.goto(`/tours/${card.tourSlug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  await panel.getByLabel('Tour date').selectOption({ index: 1 });
  await fillLeadPhone(panel);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await page
    .getByRole('dialog', { name: 'Insufficient Funds' })
    .getByRole('button', { name: 'Top Up & Book' })
    .click();
  const tourPrice = `€${card.catalogue.prices.tourEur}.00`;
  await onCheckoutPage(page, stripe, tourPrice);

  const { rows } = await server.servicePool.query<{ notes: string; status: string }>(
    'select notes, status from public.wallet_topups where user_id = $1 order by created_at',
    [member.id],
  );
  expect(rows).toEqual([
    { notes: 'Quick top-up of €10.00', status: 'pending' },
    { notes: 'Quick top-up of €50.00', status: 'pending' },
    { notes: 'Custom top-up of €12.34', status: 'pending' },
    { notes: `Quick top-up of ${tourPrice}`, status: 'pending' },
  ]);

  // None paid: back on the wallet, all four wait for their payment, the newest first.
  await page.goto('/wallet');
  const pending = page
    .getByRole('region', { name: 'Payment pending' })
    .getByTestId('pending-top-up');
  await expect(pending).toHaveCount(4);
  for (const [index, amount] of [tourPrice, '€12.34', '€50.00', '€10.00'].entries()) {
    await expect(pending.nth(index)).toContainText(amount);
  }
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
});

test('a refund of money already spent leaves the wallet in debt, and bookings say why they fail', async ({
  page,
  server,
  stripe,
  card,
}) => {
  // A card payment, two bookings, a refund and three accessibility scans (each opens a page of
  // its own): about 75 s on a two-core machine, beyond the file's 60.
  test.setTimeout(120_000);
  const { prices } = card.catalogue;
  await signInNewMember(page, server);
  await page.goto('/dashboard?tab=wallet');
  await page
    .getByRole('tabpanel', { name: 'Wallet' })
    .getByRole('button', { name: 'Top up €50.00' })
    .click();
  const session = await onCheckoutPage(page, stripe, '€50.00');
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(toast(page, 'Top-up Successful')).toContainText('Added €50.00 to your wallet.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('€50.00');

  // The micro-tour, booked and paid from the wallet.
  await page.goto('/micro-tours');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Now – Pay' }).click();
  await fillLeadPhone(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/tab=bookings/);

  // A second booking waits on the wallet while the card payment is refunded in full.
  await page.goto('/micro-tours');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Now – Pay' }).click();
  const booking = page.getByRole('region', { name: 'Pending booking' });
  await expect(booking.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  stripe.refund(stripe.session(session.id).payment_intent!);
  await stripe.idle();
  const debt = `€${prices.microTourEur.toFixed(2)}`;
  const refusal = `Your wallet owes ${debt} from a card payment that was reversed. Please top up to settle it before booking.`;
  await fillLeadPhone(booking);
  await booking.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'Booking Failed')).toContainText(refusal);
  // The error toast's text reads at AA contrast on its tint.
  await expectNoSeriousAxeViolations(page);
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Insufficient funds' })).toHaveCount(
    0,
  );

  // Read afresh (the toast gone), the wallet says it owes.
  await page.goto('/wallet');
  const alert = page.getByTestId('wallet-debt');
  await expect(alert).toContainText(`You owe ${debt}`);
  await expect(alert).toContainText('card payment');
  await expect(alert).toContainText('Bookings are paused until a top-up settles');
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
  await expectNoSeriousAxeViolations(page);
  await page.goto('/dashboard?tab=wallet');
  await expect(
    page.getByRole('tabpanel', { name: 'Wallet' }).getByTestId('wallet-debt'),
  ).toContainText(`You owe ${debt}`);
  await expectNoSeriousAxeViolations(page);

  // The tour's panel: the server's refusal, never the shortage dialog.
  await page.goto(`/tours/${card.tourSlug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  await panel.getByLabel('Tour date').selectOption({ index: 1 });
  await fillLeadPhone(panel);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(toast(page, 'Booking Failed')).toContainText(refusal);
  await expect(page.getByRole('dialog', { name: 'Insufficient Funds' })).toHaveCount(0);
});

test('a won dispute gives the card top-up back, and the history says so', async ({
  page,
  server,
  stripe,
}) => {
  await signInNewMember(page, server);
  await page.goto('/wallet');
  const session = await topUpOnWallet(page, stripe, '€20.00');
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(toast(page, 'Top-up Successful')).toContainText('Added €20.00 to your wallet.');
  const paymentIntent = stripe.session(session.id).payment_intent!;
  const [opened] = stripe.dispute(paymentIntent);
  await stripe.idle();
  stripe.closeDispute(String(opened!.data.object.id), 'won');
  await stripe.idle();

  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('€20.00');
  const history = page.getByRole('list', { name: 'Transaction history' });
  const won = history.getByRole('listitem').filter({ hasText: 'Dispute won: card top-up' });
  await expect(won).toContainText('Dispute won ·');
  await expect(won).toContainText('+€20.00');
  await expect(history.getByRole('listitem').filter({ hasText: 'Reversal ·' })).toContainText(
    '−€20.00',
  );
  await reviewScreenshot(page, 'dispute-won-history', { fullPage: true });
  // At a phone's width the entry keeps its text and amount on one row.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(won).toBeVisible();
  await reviewScreenshot(page, 'dispute-won-history-phone');
});

/** The tour's title and the chosen date as the panel words it ('Sat 12 December 2026'). */
async function tourTitle(server: TestServer, tourId: string): Promise<string> {
  const { rows } = await server.servicePool.query<{ title: string }>(
    'select title from public.tours where id = $1',
    [tourId],
  );
  return rows[0]!.title;
}

const panelDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));

/** Two travelers and the add-on on the tour's second date, then Book Now, short of money. */
async function chooseAndTopUpToBook(page: Page, stripe: FakeStripe, card: CardServer) {
  await page.goto(`/tours/${card.tourSlug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  await panel.getByLabel('Tour date').selectOption({ index: 2 });
  const date = await panel.getByLabel('Tour date').inputValue();
  await panel.getByRole('button', { name: 'Increase travelers' }).click();
  await panel.getByRole('checkbox').first().check();
  await expect(panel.getByText('€94.50')).toBeVisible();
  await fillLeadPhone(panel);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await page
    .getByRole('dialog', { name: 'Insufficient Funds' })
    .getByRole('button', { name: 'Top Up & Book' })
    .click();
  const session = await onCheckoutPage(page, stripe, '€100.00');
  return { panel, date, session };
}

/** The phone project's device, less its browser type (which would take a worker of its own). */
const { defaultBrowserType: _browser, ...PIXEL } = devices['Pixel 7'];

// The way back from Checkout to the booking it interrupted (decision 026), on a desktop and a
// phone. The phone's journeys run here, on the phone project's device, rather than tagged
// @phone: the phone project would start a card server of its own for them.
for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use(PIXEL);

    test(`Top Up & Book by card comes back to the tour, and books once the member confirms`, async ({
      page,
      server,
      stripe,
      card,
    }) => {
      const member = await signInNewMember(page, server);
      const { panel, date } = await chooseAndTopUpToBook(page, stripe, card);

      // Paid; the webhook comes once the member is back on the tour's page.
      stripe.setDelivery('hold');
      await page.getByRole('button', { name: 'Pay €100.00' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/tours/${card.tourSlug}\\?checkout=success&topup=[0-9a-f-]{36}$`),
      );
      const pending = panel.getByRole('region', { name: 'Payment pending' });
      await expect(pending).toContainText('€100.00');
      // The choice is back in the panel, and nothing is booked yet.
      await expect(panel.getByLabel('Tour date')).toHaveValue(date);
      await expect(panel.getByRole('group', { name: 'Travelers' })).toContainText('2');
      await expect(panel.getByRole('checkbox').first()).toBeChecked();
      await pending.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `resume-pending-${phone ? 'phone' : 'desktop'}`);

      stripe.setDelivery('at-once');
      for (const event of stripe.takeHeld()) expect(await stripe.deliver(event)).toEqual([200]);
      const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
      const title = await tourTitle(server, card.catalogue.tourId);
      await expect(confirm).toContainText(
        `Your top-up of €100.00 has arrived. Confirm your booking: ${title}, ${panelDate(date)}, 2 travelers, €94.50.`,
      );
      await expect(pending).toBeHidden();
      await expect(page).toHaveURL(
        new RegExp(`/tours/${card.tourSlug}\\?date=${date}&travelers=2&addons=`),
      );
      const { rows: before } = await server.servicePool.query(
        'select id from public.bookings where user_id = $1',
        [member.id],
      );
      expect(before).toEqual([]);
      await expectNoSeriousAxeViolations(page);
      await reviewScreenshot(page, `resume-confirm-${phone ? 'phone' : 'desktop'}`);

      await confirm.getByRole('button', { name: 'Confirm & Book' }).click();
      const booked = page.getByRole('dialog', { name: 'Booking Confirmed!' });
      await expect(booked).toContainText(title);
      await expect(booked).toContainText('€94.50');
      // Charged once: one credit of €100.00, one booking of €94.50.
      const { rows } = await server.servicePool.query<{ type: string; amount: number }>(
        `select type, amount_eur::float8 as amount from public.wallet_transactions
        where user_id = $1 order by created_at`,
        [member.id],
      );
      expect(rows).toEqual([
        { type: 'topup', amount: 100 },
        { type: 'booking', amount: 94.5 },
      ]);
      await booked.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(panel.getByTestId('wallet-balance')).toHaveText('€5.50');
    });

    test(`Cancel on Checkout comes back to the tour with the choice kept, and says no money was taken`, async ({
      page,
      server,
      stripe,
      card,
    }) => {
      const member = await signInNewMember(page, server);
      const { panel, date } = await chooseAndTopUpToBook(page, stripe, card);

      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(toast(page, 'Top-up Failed')).toContainText(
        'Payment cancelled. No money was taken.',
      );
      const note = panel.getByText(
        'Your card payment was cancelled and no money was taken. Your choices are kept below.',
      );
      await expect(note).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`/tours/${card.tourSlug}\\?date=${date}&travelers=2&addons=`),
      );
      await expect(panel.getByLabel('Tour date')).toHaveValue(date);
      await expect(panel.getByRole('checkbox').first()).toBeChecked();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await note.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `resume-cancelled-${phone ? 'phone' : 'desktop'}`);
      const { rows } = await server.servicePool.query<{ status: string }>(
        'select status from public.wallet_topups where user_id = $1',
        [member.id],
      );
      expect(rows).toEqual([{ status: 'cancelled' }]);
    });
  });
}

test('Top Up & Join by card comes back to the tour and joins the waiting list once confirmed', async ({
  page,
  server,
  stripe,
  card,
}) => {
  const member = await signInNewMember(page, server);
  // One date of the seats tour sold out (by others), its waiting list open.
  const departureId = card.catalogue.seatsTour.departureIds[1]!;
  const { rows: sold } = await server.servicePool.query<{ slug: string; title: string }>(
    `with sold as (update public.departures set seats_taken = capacity where id = $1)
     select slug, title from public.tours where id = $2`,
    [departureId, card.catalogue.seatsTour.id],
  );
  const { slug, title } = sold[0]!;
  await page.goto(`/tours/${slug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  const waitlist = panel.getByRole('region', { name: 'Waiting list' });
  await waitlist.getByRole('button', { name: /Join waiting list/ }).click();
  await page
    .getByRole('dialog', { name: 'Join the waiting list' })
    .getByRole('button', { name: 'Join waiting list' })
    .click();
  await page
    .getByRole('dialog', { name: 'Insufficient Funds' })
    .getByRole('button', { name: 'Top Up & Join' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`));
  await page.getByRole('button', { name: /^Pay €/ }).click();

  await expect(page).toHaveURL(new RegExp(`/tours/${slug}\\?`));
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await expect(confirm).toContainText(
    `Confirm joining the waiting list: ${title}, ${panelDate(card.catalogue.seatsTour.dates[1]!)}, 1 traveler, €40.00 held from your wallet.`,
  );
  const { rows: before } = await server.servicePool.query(
    'select id from public.waitlist_entries where user_id = $1',
    [member.id],
  );
  expect(before).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm & Join' }).click();
  await expect(toast(page, 'You joined the waiting list')).toBeVisible();
  await expect(waitlist.getByText('You are number 1 in line')).toBeVisible();
});
