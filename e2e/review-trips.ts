import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { countryTimeZone, firstDateOnSale } from '@app/domain/departure-sales';
import { AUTH_STORAGE_KEY } from './account-helpers.js';
import { adminHeaders } from './admin-api.js';
import { expect } from './fixtures.js';

// A member's trip that took place, for the review journeys (reviews.spec.ts, admin-reviews.spec.ts):
// booked over the API, then checked in by staff over the API.

export async function anonKey(request: APIRequestContext) {
  return ((await (await request.get('/config.json')).json()) as { anonKey: string }).anonKey;
}

export async function memberHeaders(page: Page) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  const { access_token: token } = JSON.parse(stored ?? '{}') as { access_token?: string };
  expect(token, 'a session in the page').toBeTruthy();
  return { apikey: await anonKey(page.request), authorization: `Bearer ${token}` };
}

export interface ReviewedTour {
  id: string;
  slug: string;
  title: string;
  country: string;
  price_eur: number;
  rating: number | null;
}

/** The `index`th tour that sells any day (no listed dates): each journey its own. */
export async function tourToReview(page: Page, index: number): Promise<ReviewedTour> {
  const answer = await page.request.get(
    '/rest/v1/tours?available_dates=eq.{}&select=id,slug,title,country,price_eur,rating&order=slug',
    { headers: { apikey: await anonKey(page.request) } },
  );
  const tours = (await answer.json()) as ReviewedTour[];
  expect(tours.length).toBeGreaterThan(index);
  return tours[index]!;
}

export const ratingOf = async (page: Page, id: string) => {
  const answer = await page.request.get(`/rest/v1/tours?id=eq.${id}&select=rating`, {
    headers: { apikey: await anonKey(page.request) },
  });
  return ((await answer.json()) as { rating: number | null }[])[0]!.rating;
};

/** Books the tour's first day on sale for one traveller, then staff check the booking in. */
export async function tripThatTookPlace(page: Page, tour: ReviewedTour): Promise<string> {
  const headers = await memberHeaders(page);
  const call = async (name: string, data: Record<string, unknown>, more = headers) => {
    const answer = await page.request.post(`/functions/v1/${name}`, {
      headers: { ...more, 'idempotency-key': randomUUID() },
      data,
    });
    expect(answer.ok(), `${name}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as Record<string, unknown>;
  };
  const price = Number(tour.price_eur);
  await call('wallet-topup', { amount_eur: price, kind: 'custom' });
  const startDate = firstDateOnSale(countryTimeZone(tour.country), false, new Date());
  const booked = await call('process-booking', {
    tourId: tour.id,
    startDate,
    travelers: 1,
    addOnIds: [],
    baseTotalEUR: price,
    addOnsTotalEUR: 0,
    grandTotalEUR: price,
  });
  const bookingId = (booked.booking as { id: string }).id;
  // Checked in at the meeting point, as a guide's scan does.
  await call(
    'check-in',
    { reference: bookingId.slice(0, 8).toUpperCase() },
    await adminHeaders(page.request),
  );
  return bookingId;
}

/**
 * A tour's or micro-tour's page, scrolled to its reviews: the section loads them only as it nears
 * the screen (app/listing-reviews-section.tsx), as a reader's scrolling would.
 */
export async function openListingReviews(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('listing-reviews').scrollIntoViewIfNeeded();
  return page.getByRole('region', { name: /^Reviews/ });
}
