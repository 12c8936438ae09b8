import { microTourCountsSchema } from '@app/domain/admin-lists';
import type { Page } from '@playwright/test';
import {
  adminAccount,
  adminRpc,
  bookAsAdmin,
  createTestTour,
  deleteTours,
  signUpMember,
} from './admin-api.js';
import { expect, test } from './fixtures.js';
import { FITS, measureSideways, PHONE } from './phone-pages.js';
import { reviewScreenshot } from './review-screenshots.js';

// The admin lists page, sort and search on the server: every row is reachable at any size.

const createdSlugs: string[] = [];
test.afterEach(async ({ request }) => {
  await deleteTours(request, createdSlugs.splice(0));
});

async function openTab(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Admin' })).toBeVisible();
}

const shot = (page: Page, name: string) => reviewScreenshot(page, name, { fullPage: true });

test('the Images Manager finds a tour by search and pages with the address', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Lists Lake Tour');
  createdSlugs.push(tour.slug);
  await openTab(page, '/admin?tab=images');
  const panel = page.getByRole('tabpanel', { name: 'Images Manager' });
  const pager = panel.getByRole('navigation', { name: 'Tour pages' });
  await expect(pager.getByText(/^Showing 1–24 of \d+$/)).toBeVisible();

  // Forward and Back: the page is in the address.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByText(/^Showing 25–48 of \d+$/)).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(pager.getByText(/^Showing 1–24 of \d+$/)).toBeVisible();

  const search = panel.getByRole('searchbox', { name: /Search tours/ });
  await search.fill(tour.slug);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tour.slug}`));
  await expect(pager.getByText('Showing 1–1 of 1')).toBeVisible();
  await shot(page, 'images-manager-desktop');
  await panel.getByRole('button', { name: new RegExp(tour.title) }).click();
  await expect(page).toHaveURL(/[?&]tour=/);
  await expect(panel.getByRole('heading', { name: tour.title })).toBeVisible();

  await search.fill('no such tour at all');
  await expect(panel.getByText('No tours match “no such tour at all”.')).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('the Micro-Tours counters are the database’s, and one filters the list', async ({
  page,
  request,
}) => {
  const counts = microTourCountsSchema.parse(await adminRpc(request, 'admin_micro_tour_counts'));
  await openTab(page, '/admin?tab=micro-tours');
  const panel = page.getByRole('tabpanel', { name: 'Micro-Tours' });
  const counters = [
    ['Total Tours', counts.total],
    ['Complete Images', counts.complete],
    ['Partial Images', counts.partial],
    ['Missing Images', counts.missing],
  ] as const;
  for (const [label, value] of counters) {
    const card = panel.locator('dl > div').filter({ hasText: label });
    await expect(card.locator('dd')).toHaveText(value.toLocaleString('en-GB'));
  }
  await panel.getByRole('button', { name: 'Complete Images' }).click();
  await expect(page).toHaveURL(/[?&]status=complete/);
  await expect(panel.getByRole('button', { name: 'Complete Images' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const pager = panel.getByRole('navigation', { name: 'Micro-tour pages' });
  await expect(
    pager.getByText(new RegExp(` of ${counts.complete.toLocaleString('en-GB')}$`)),
  ).toBeVisible();
});

test('Members: find a new member by e-mail and credit their wallet with a reason', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, 'lists-member');
  await openTab(page, '/admin?tab=members');
  const panel = page.getByRole('tabpanel', { name: 'Members' });
  await panel.getByRole('searchbox', { name: 'Search members by e-mail' }).fill(member.email);
  await expect(page).toHaveURL(/[?&]q=lists-member/);
  await panel.getByRole('button', { name: member.email }).click();
  await expect(page).toHaveURL(/[?&]member=/);
  const details = panel.getByRole('region', { name: member.email });
  await expect(details.getByTestId('member-balance')).toHaveText('€0.00');

  const form = details.locator('form');
  await form.getByLabel('Amount (€)').fill('12.50');
  await form.getByLabel('Reason').fill('ok');
  await form.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(form.getByText('A reason of 3 to 500 characters is required')).toBeVisible();
  await form.getByLabel('Reason').fill('Guide was late in Ghent');
  await form.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(page.getByText('Credited €12.50')).toBeVisible();
  await expect(details.getByTestId('member-balance')).toHaveText('€12.50');
  const entry = details.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem').first();
  await expect(entry).toContainText('Adjustment');
  await expect(entry).toContainText('“Guide was late in Ghent”');
  await expect(entry).toContainText(`by ${adminAccount().email}`);
  await expect(entry).toContainText('+€12.50');
  await shot(page, 'members-desktop');
});

test('Members: the admin is listed with the admin role, a new member as Member', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, 'lists-role');
  await openTab(page, '/admin?tab=members');
  const panel = page.getByRole('tabpanel', { name: 'Members' });
  const search = panel.getByRole('searchbox', { name: 'Search members by e-mail' });
  const row = (email: string) => panel.getByRole('row').filter({ hasText: email });

  await search.fill(adminAccount().email);
  await expect(row(adminAccount().email).getByRole('cell').last()).toHaveText('admin');
  await search.fill(member.email);
  await expect(row(member.email).getByRole('cell').last()).toHaveText('Member');
});

test('Bookings: a booking is found by its reference, and its e-mail opens the member', async ({
  page,
  request,
}) => {
  const startDate = `${new Date().getFullYear() + 1}-05-04`;
  // Kept afterwards: its booking stays, as a real one would.
  const tour = await createTestTour(request, 'Lists Booked Tour', { available_dates: [startDate] });
  await bookAsAdmin(request, { id: tour.id, price: 250, startDate });
  await openTab(page, '/admin?tab=bookings');
  const panel = page.getByRole('tabpanel', { name: 'Bookings' });
  const search = panel.getByRole('searchbox', { name: /Search bookings/ });
  await search.fill(tour.title);
  const row = panel.getByRole('row').filter({ hasText: tour.title });
  await expect(row).toHaveCount(1);
  const reference = (await row.getByRole('cell').first().innerText()).trim();
  expect(reference).toMatch(/^[0-9A-F]{8}$/);

  await search.fill(reference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference.toLowerCase()}`));
  await expect(panel.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  await expect(panel.getByText('Showing 1–1 of 1')).toBeVisible();
  await shot(page, 'bookings-desktop');

  await panel.getByRole('link', { name: adminAccount().email }).click();
  await expect(page).toHaveURL(/[?&]tab=members&member=/);
  await expect(page.getByRole('heading', { level: 3, name: adminAccount().email })).toBeVisible();
});

test('a search box keeps what was typed while the address catches up with it', async ({ page }) => {
  // Every value the page itself writes into a search box: typing writes none.
  await page.addInitScript(() => {
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const written: string[] = [];
    Object.assign(window, { searchBoxWrites: written });
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
      ...value,
      set(this: HTMLInputElement, next: string) {
        if (this.type === 'search') written.push(next);
        value.set!.call(this, next);
      },
    });
  });
  await openTab(page, '/admin?tab=bookings');
  const panel = page.getByRole('tabpanel', { name: 'Bookings' });
  const search = panel.getByRole('searchbox', { name: /Search bookings/ });
  await expect(panel.getByRole('table').or(panel.getByText('No bookings yet.'))).toBeVisible();
  const writes = () =>
    page.evaluate(() =>
      (window as unknown as { searchBoxWrites: string[] }).searchBoxWrites.splice(0),
    );
  await writes();
  for (const typed of ['no such booking', 'no such booking at all']) {
    await search.fill(typed);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${typed.replaceAll(' ', '\\+')}(&|$)`));
    await expect(panel.getByText(`No bookings match “${typed}”.`)).toBeVisible();
    // The box's own search coming back through the address never rewrites the box.
    expect(await writes(), typed).toEqual([]);
    await expect(search).toHaveValue(typed);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('Members with a member chosen and Bookings fit a 390 px phone', async ({
    page,
    request,
  }) => {
    const member = await signUpMember(request, 'lists-phone');
    await openTab(page, `/admin?tab=members&q=${member.email}`);
    const panel = page.getByRole('tabpanel', { name: 'Members' });
    await panel.getByRole('button', { name: member.email }).click();
    await expect(panel.getByText('No wallet entries yet.')).toBeVisible();
    expect(await measureSideways(page)).toEqual(FITS);
    await shot(page, 'members-phone');

    await openTab(page, '/admin?tab=bookings');
    await expect(page.getByRole('navigation', { name: 'Booking pages' })).toBeVisible();
    expect(await measureSideways(page)).toEqual(FITS);
    await shot(page, 'bookings-phone');

    await openTab(page, '/admin?tab=images');
    await expect(page.getByRole('navigation', { name: 'Tour pages' })).toBeVisible();
    expect(await measureSideways(page)).toEqual(FITS);
    await shot(page, 'images-manager-phone');
  });
});
