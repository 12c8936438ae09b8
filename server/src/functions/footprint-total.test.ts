import { beforeAll, describe, expect, inject, it } from 'vitest';
import { computeTripFootprint } from '@app/domain/trip-footprint';
import { createTestUser, servicePool, type TestUser, uniqueTag } from '@app/testing/clients';
import { inDays, insertBooking } from '@app/testing/ticket-fixtures';

async function total(
  token: string,
  query = '',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${inject('gatewayUrl')}/functions/v1/footprint-total${query}`, {
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ZURICH = { lat: 47.36667, lng: 8.55 };
const PARIS = { lat: 48.85341, lng: 2.3488 };
/** Per traveller, Paris to Zürich and back, train against a short-haul flight. */
const perTraveller = computeTripFootprint({
  from: PARIS,
  fromCountry: 'FR',
  to: ZURICH,
  toCountry: 'CH',
  transport: 'rail',
}).savedKg;

let ada: TestUser;
let bob: TestUser;
let walkId = '';

beforeAll(async () => {
  [ada, bob] = await Promise.all([createTestUser(), createTestUser()]);
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
       start_place_id, start_place_name, start_country, start_lat, start_lng)
     values ($1, 'Old town walk', 'Zurich', 'Switzerland', 10, 2, 2657896, 'Zürich', 'CH', $2, $3)
     returning id`,
    [`footprint-total-${uniqueTag()}`, ZURICH.lat, ZURICH.lng],
  );
  walkId = rows[0]!.id;
  await servicePool().query(
    `insert into public.member_home_places (user_id, place_id, name, country, lat, lng)
     values ($1, 2988507, 'Paris', 'FR', $2, $3)`,
    [ada.id, PARIS.lat, PARIS.lng],
  );
  const walk = { micro: true, price: 10 };
  // Taken place: two travellers ten days ago, one traveller checked in today.
  await insertBooking(ada.id, walkId, inDays(-10), { ...walk, travelers: 2 });
  const checkedIn = await insertBooking(ada.id, walkId, inDays(0), { ...walk, travelers: 1 });
  await servicePool().query('update public.bookings set checked_in_at = now() where id = $1', [
    checkedIn,
  ]);
  // Not taken place: cancelled, or still ahead.
  await insertBooking(ada.id, walkId, inDays(-5), { ...walk, cancelled: true });
  await insertBooking(ada.id, walkId, inDays(20), walk);
  // Someone else's trip.
  await insertBooking(bob.id, walkId, inDays(-3), { ...walk, travelers: 3 });
});

describe('GET /functions/v1/footprint-total', () => {
  it("adds up the member's trips that took place, from the home on the account, never a cancelled one", async () => {
    const answer = await total(ada.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ trips: 2, home: { name: 'Paris', country: 'FR' } });
    expect(answer.body.totalKg).toBeCloseTo(3 * perTraveller, 1);
  });

  it('counts from the browser home when the account has none, and says 0 with no home at all', async () => {
    expect((await total(bob.token)).body).toMatchObject({ totalKg: 0, trips: 0, home: null });
    const answer = await total(bob.token, `?from=${PARIS.lat},${PARIS.lng}&country=FR`);
    expect(answer.body.totalKg).toBeCloseTo(3 * perTraveller, 1);
    const bad = await total(bob.token, '?from=91,0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('footprint_invalid_from');
  });

  it('is for members only', async () => {
    const answer = await total(inject('anonKey'));
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('not_authenticated');
  });
});
