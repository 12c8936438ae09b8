import { randomUUID } from 'node:crypto';
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { countryTimeZone, dateIn } from '@app/domain/departure-sales';
import { fundWallet } from '@app/testing/money-fixtures';
import type { PasswordAccount } from '@app/testing/password-accounts';
import type { TestServer } from '@app/testing/start-test-server';
import { expectNoSeriousAxeViolations } from './axe.js';
import { fillLeadPhone, LEAD_PHONE } from './lead-traveler.js';
import { FITS, measureSideways, PHONE } from './phone-pages.js';
import { expect, fillSignIn, newAccount, test } from './ticket-server.js';
import { passSecondFactor } from './two-factor.js';
import { reviewScreenshot } from './review-screenshots.js';

// The guide's list of the day (issue 50, decision 040): an admin sets a micro-tour's start times
// and assigns a guide, a member books the 14:00 slot, and the guide checks them in from the list
// on a phone; then a check-in made offline waits on the phone and is sent once when back online.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const COUNTRY = 'Slovenia';
const zone = countryTimeZone(COUNTRY);

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

/** A micro-tour of the journey's own in Ljubljana (09:00 every day until an admin changes it). */
async function createWalk(server: TestServer, weeklyTimes?: Record<string, string[]>) {
  const tag = randomUUID().slice(0, 8);
  const title = `Castle Hill Walk ${tag}`;
  const { rows } = await server.servicePool.query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     meeting_point, weekly_times)
     values ($1, $2, 'Ljubljana', $3, 10, 2, 'Prešeren Square, by the statue',
             coalesce($4::jsonb, '{"1":["09:00"],"2":["09:00"],"3":["09:00"],"4":["09:00"],
                                   "5":["09:00"],"6":["09:00"],"7":["09:00"]}'))
     returning id`,
    [`guide-walk-${tag}`, title, COUNTRY, weeklyTimes ? JSON.stringify(weeklyTimes) : null],
  );
  return { id: rows[0]!.id, title };
}

/** An account with a name on its profile (the list's lead name when a booking has no contact). */
async function namedAccount(server: TestServer, name: string): Promise<PasswordAccount> {
  const account = await newAccount(server);
  await server.servicePool.query(
    `update auth.users set raw_user_meta_data = jsonb_build_object('name', $2::text) where id = $1`,
    [account.id, name],
  );
  return account;
}

/** A guide, as the Guides tab makes one (the role is what the journey of tickets covers). */
async function guideAccount(server: TestServer): Promise<PasswordAccount> {
  const guide = await newAccount(server);
  await server.servicePool.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"guide"}' where id = $1`,
    [guide.id],
  );
  return guide;
}

/** The guide's phone: a 390 px wide touch screen, signed in at the check-in page. */
async function guidePhone(browser: Browser, server: TestServer, guide: PasswordAccount) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: PHONE,
    baseURL: server.url,
  });
  const page = await context.newPage();
  await page.goto('/admin/check-in');
  await fillSignIn(page, guide);
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  await passSecondFactor(page, guide.email);
  return { context, page };
}

const dayList = (page: Page) => page.getByRole('region', { name: "Today's departures" });

async function bookingRow(page: Page, walkTitle: string, time: string, lead: string) {
  const departure = dayList(page).getByRole('article', { name: `${time} ${walkTitle}` });
  await expect(departure).toBeVisible();
  return { departure, row: departure.getByRole('listitem', { name: lead }) };
}

async function checkedIn(server: TestServer, bookingId: string) {
  const { rows } = await server.servicePool.query<{
    checked_in_at: Date | null;
    checked_in_by: string | null;
    version: string;
  }>(
    `select checked_in_at, checked_in_by, xmin::text as version from public.bookings where id = $1`,
    [bookingId],
  );
  return rows[0]!;
}

test('an admin sets slots, a member books the 14:00 slot, the guide checks them in on a phone @phone', async ({
  page,
  browser,
  server,
  tickets,
}) => {
  const walk = await createWalk(server);
  const guide = await guideAccount(server);

  // The admin sets the walk's start times to 10:00 and 14:00 and assigns the guide.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await fillSignIn(page, tickets.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/admin?tab=micro-tours&micro=${walk.id}`);
  await passSecondFactor(page, tickets.admin.email);
  const times = page
    .getByRole('region', { name: 'Micro-Tour Details' })
    .getByRole('group', { name: 'Start times' });
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    await times.getByLabel(day).fill('10:00, 14:00');
  }
  await page.getByRole('button', { name: 'Update Micro-Tour' }).click();
  await expect(toast(page, 'Micro-tour updated successfully')).toBeVisible();
  const guides = page.getByRole('region', { name: 'Guides' });
  // Saved at once: the box shows the choice as soon as the click is handled.
  await guides.getByRole('checkbox', { name: guide.email }).click();
  await expect(toast(page, `${guide.email} is assigned`)).toBeVisible();
  await expect(guides.getByRole('checkbox', { name: guide.email })).toBeChecked();

  // A member books two places at 14:00 in the checkout, three days ahead (a micro-tour stops
  // selling two hours before its start, so today's 14:00 may have closed when this runs).
  const member = await namedAccount(server, 'Maya Lindqvist');
  await fundWallet(server.servicePool, member.id, 100);
  const memberContext = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  try {
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/login');
    await fillSignIn(memberPage, member);
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    await memberPage.goto(`/micro-tours/${walk.id}/checkout`);
    await memberPage.getByLabel('Date').fill(dateIn(zone, new Date(Date.now() + 3 * 86_400_000)));
    await memberPage.getByLabel('Travelers').selectOption('2');
    // The choice is a card around a visually hidden radio: a tap on the card chooses it.
    const times = memberPage.getByRole('group', { name: 'Start time' });
    await times.locator('label', { hasText: '14:00' }).click();
    await expect(times.getByRole('radio', { name: /^14:00/ })).toBeChecked();
    await memberPage.getByRole('link', { name: 'Book & Pay' }).click();
    // The party's lead is the member's brother: his name and phone go to the guide.
    const lead = memberPage.getByRole('textbox', { name: 'Full name', exact: true });
    await expect(lead).toHaveValue('Maya Lindqvist');
    await lead.fill('Erik Lindqvist');
    await fillLeadPhone(memberPage);
    await memberPage.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(memberPage).toHaveURL(/\/dashboard\?tab=bookings$/);
  } finally {
    await memberContext.close();
  }

  // The walk happens to be today: the booking and its departure move to the guide's today.
  const { rows } = await server.servicePool.query<{ id: string; start_time: string }>(
    `select id, to_char(start_time, 'HH24:MI') as start_time from public.bookings
      where user_id = $1 and status = 'paid'`,
    [member.id],
  );
  expect(rows).toEqual([{ id: expect.any(String), start_time: '14:00' }]);
  const bookingId = rows[0]!.id;
  const today = dateIn(zone, new Date());
  await server.servicePool.query(
    `update public.departures set start_date = $2
      where id = (select departure_id from public.bookings where id = $1)`,
    [bookingId, today],
  );
  await server.servicePool.query(`update public.bookings set start_date = $2 where id = $1`, [
    bookingId,
    today,
  ]);

  // The guide, on a phone, sees the booking on the day's list and checks the party in.
  const { context, page: guidePage } = await guidePhone(browser, server, guide);
  try {
    const { departure, row } = await bookingRow(guidePage, walk.title, '14:00', 'Erik Lindqvist');
    await expect(departure).toContainText('Prešeren Square, by the statue');
    await expect(row).toContainText('2 travelers');
    const call = row.getByRole('link', { name: `Call Erik Lindqvist: ${LEAD_PHONE}` });
    await expect(call).toHaveAttribute('href', 'tel:+33612345678');
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    const counts = departure.getByTestId('day-list-counts');
    await expect(counts).toContainText('Expected2');
    await expect(counts).toContainText('Checked in0');
    const start = row.getByRole('button', { name: 'Check in Erik Lindqvist' });
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(await measureSideways(guidePage)).toEqual(FITS);
    await expectNoSeriousAxeViolations(guidePage);
    await reviewScreenshot(guidePage, 'day-list-390', { fullPage: true });

    await start.click();
    // A second tap, on purpose: the first alone checks nobody in.
    expect((await checkedIn(server, bookingId)).checked_in_at).toBeNull();
    await row.getByRole('button', { name: 'Confirm: Erik Lindqvist, 2 travelers' }).click();
    await expect(row).toContainText(/Checked in at \d{2}:\d{2}/);
    await expect(counts).toContainText('Checked in2');
    await expect(counts).toContainText('To come0');
    const written = await checkedIn(server, bookingId);
    expect(written.checked_in_at).not.toBeNull();
    expect(written.checked_in_by).toBe(guide.id);
    await reviewScreenshot(guidePage, 'day-list-checked-in-390', { fullPage: true });
  } finally {
    await context.close();
  }
});

test('a check-in made offline waits on the phone and is sent once when the network returns @phone', async ({
  browser,
  server,
}) => {
  const walk = await createWalk(server, {
    1: ['10:00'],
    2: ['10:00'],
    3: ['10:00'],
    4: ['10:00'],
    5: ['10:00'],
    6: ['10:00'],
    7: ['10:00'],
  });
  const guide = await guideAccount(server);
  await server.servicePool.query(
    `insert into public.guide_assignments (guide_id, micro_tour_id) values ($1, $2)`,
    [guide.id, walk.id],
  );
  const member = await namedAccount(server, 'Jonas Berg');
  const { rows } = await server.servicePool.query<{ id: string }>(
    `insert into public.bookings (user_id, micro_tour_id, start_date, start_time, travelers,
                                  base_total_eur, addons_total_eur, total_eur, status)
     values ($1, $2, $3, '10:00', 3, 30, 0, 30, 'paid') returning id`,
    [member.id, walk.id, dateIn(zone, new Date())],
  );
  const bookingId = rows[0]!.id;
  // A second booking someone else checks in meanwhile: the list follows it.
  const other = await namedAccount(server, 'Ines Kovač');
  const { rows: otherRows } = await server.servicePool.query<{ id: string }>(
    `insert into public.bookings (user_id, micro_tour_id, start_date, start_time, travelers,
                                  base_total_eur, addons_total_eur, total_eur, status)
     values ($1, $2, $3, '10:00', 1, 10, 0, 10, 'paid') returning id`,
    [other.id, walk.id, dateIn(zone, new Date())],
  );

  let context: BrowserContext | undefined;
  try {
    const phone = await guidePhone(browser, server, guide);
    context = phone.context;
    const guidePage = phone.page;
    const sent: string[] = [];
    guidePage.on('requestfinished', (request) => {
      if (request.url().endsWith('/rest/v1/rpc/guide_check_in')) sent.push(request.url());
    });
    const { departure, row } = await bookingRow(guidePage, walk.title, '10:00', 'Jonas Berg');
    await expect(row).toContainText('3 travelers');

    // Another guide checks Ines in at the same time: the open list shows it within seconds.
    await server.servicePool.query(
      `update public.bookings set checked_in_at = now() where id = $1`,
      [otherRows[0]!.id],
    );
    await expect(departure.getByRole('listitem', { name: 'Ines Kovač' })).toContainText(
      /Checked in at \d{2}:\d{2}/,
    );

    await context.setOffline(true);
    await expect(
      guidePage.getByRole('status').filter({ hasText: 'You are offline' }),
    ).toBeVisible();
    await row.getByRole('button', { name: 'Check in Jonas Berg' }).click();
    await row.getByRole('button', { name: 'Confirm: Jonas Berg, 3 travelers' }).click();
    await expect(row).toContainText('Waiting to send');
    await expect(departure.getByTestId('day-list-counts')).toContainText('To come0');
    expect((await checkedIn(server, bookingId)).checked_in_at).toBeNull();
    await reviewScreenshot(guidePage, 'day-list-offline-390', { fullPage: true });

    await context.setOffline(false);
    await expect(row).toContainText(/Checked in at \d{2}:\d{2}/);
    await expect(row).not.toContainText('Waiting to send');
    const written = await checkedIn(server, bookingId);
    expect(written.checked_in_at).not.toBeNull();
    expect(written.checked_in_by).toBe(guide.id);

    // Exactly once: one request reached the server, and the row is not written again while the
    // list goes on reading (and after a reload, the queue is empty).
    await guidePage.reload();
    await expect(row).toContainText(/Checked in at \d{2}:\d{2}/);
    await guidePage.waitForResponse((response) =>
      response.url().endsWith('/rest/v1/rpc/guide_day'),
    );
    expect(sent).toHaveLength(1);
    expect(await checkedIn(server, bookingId)).toEqual(written);

    // The same list on a desktop screen.
    await guidePage.setViewportSize({ width: 1280, height: 900 });
    await reviewScreenshot(guidePage, 'day-list-desktop', { fullPage: true });
  } finally {
    await context?.close();
  }
});
