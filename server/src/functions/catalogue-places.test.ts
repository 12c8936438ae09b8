import { randomUUID } from 'node:crypto';
import { ROUTE_PLACES_MAX } from '@app/domain/catalogue-places';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestUser,
  servicePool,
  signToken,
  type TestUser,
  uniqueTag,
} from '@app/testing/clients';
import { type CatalogueTable, insertCatalogueRow } from '@app/testing/catalogue-rows';
import { callFunction } from '@app/testing/function-calls';

/** Gazetteer places (GeoNames ids, names and coordinates as the gazetteer has them). */
const VIENNA = { id: 2761369, name: 'Vienna', country: 'AT', lat: 48.20849, lng: 16.37208 };
const LINZ = { id: 2772400, name: 'Linz', country: 'AT', lat: 48.30639, lng: 14.28611 };
const SALZBURG = { id: 2766824, name: 'Salzburg', country: 'AT', lat: 47.79941, lng: 13.04399 };
const PARIS_ID = 2988507;
/** Wien Hauptbahnhof, where a Vienna tour might meet: a dragged pin. */
const WIEN_HBF = { lat: 48.18486, lng: 16.37761 };
const WIEN_HBF_COLUMNS = { meeting_lat: WIEN_HBF.lat, meeting_lng: WIEN_HBF.lng };

let admin: TestUser;
let member: TestUser;
let aal1Admin: TestUser;
beforeAll(async () => {
  [admin, member, aal1Admin] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    createTestUser({ admin: true, aal: 'aal1' }),
  ]);
});

type Table = CatalogueTable;

/** A tour of three days or a micro-tour, starting in Vienna. */
async function newRow(table: Table): Promise<string> {
  const id = await insertCatalogueRow(table, 'places');
  expect((await setPlaces({ table, id, placeId: VIENNA.id, transport: 'rail' })).status).toBe(200);
  return id;
}

const placesOf = async (table: Table, id: string) =>
  (
    await servicePool().query<Record<string, unknown>>(
      `select start_place_id, meeting_lat, meeting_lng${
        table === 'tours' ? ', route, end_place_id, end_place_name, end_lat' : ''
      } from public.${table} where id = $1`,
      [id],
    )
  ).rows[0];

const setPlaces = (body: unknown, token: string | null = admin.token) =>
  callFunction('catalogue-start-place', body, { token });

/** PostgREST as the admin's browser would send it. */
const rest = (path: string, method: string, body: unknown) =>
  fetch(`${inject('gatewayUrl')}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: inject('anonKey'),
      authorization: `Bearer ${admin.token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });

const base = (table: Table, id: string) => ({
  table,
  id,
  placeId: VIENNA.id,
  transport: 'rail',
});

describe('POST /functions/v1/catalogue-start-place: meeting point and route (issue 52)', () => {
  it('sets the meeting point from the gazetteer or a pin, and a route of gazetteer places', async () => {
    const id = await newRow('tours');
    const answer = await setPlaces({
      ...base('tours', id),
      meetingPoint: WIEN_HBF,
      route: {
        stops: [
          { day: 1, placeId: VIENNA.id },
          { day: 2, placeId: LINZ.id },
          { day: 2, placeId: SALZBURG.id },
        ],
        endPlaceId: SALZBURG.id,
      },
    });
    const route = [
      { day: 1, ...VIENNA },
      { day: 2, ...LINZ },
      { day: 2, ...SALZBURG },
    ];
    expect(answer).toMatchObject({
      status: 200,
      body: {
        start_place_id: VIENNA.id,
        meeting_lat: WIEN_HBF.lat,
        meeting_lng: WIEN_HBF.lng,
        route,
        end_place_id: SALZBURG.id,
        end_place_name: 'Salzburg',
        end_country: 'AT',
        end_lat: SALZBURG.lat,
        end_lng: SALZBURG.lng,
      },
    });
    expect(await placesOf('tours', id)).toEqual({
      start_place_id: VIENNA.id,
      ...WIEN_HBF_COLUMNS,
      route,
      end_place_id: SALZBURG.id,
      end_place_name: 'Salzburg',
      end_lat: SALZBURG.lat,
    });
    // Written as the admin: the change history names them and the route.
    const audit = await servicePool().query(
      `select actor_id, changes ? 'route' as named from public.catalogue_audit
        where row_id = $1 order by id desc limit 1`,
      [id],
    );
    expect(audit.rows[0]).toEqual({ actor_id: admin.id, named: true });

    // Left out, they stay; a gazetteer place as the meeting point gives its coordinates.
    expect((await setPlaces(base('tours', id))).status).toBe(200);
    expect(await placesOf('tours', id)).toMatchObject({ ...WIEN_HBF_COLUMNS, route });
    const byPlace = await setPlaces({ ...base('tours', id), meetingPoint: { placeId: VIENNA.id } });
    expect(byPlace.body).toMatchObject({ meeting_lat: VIENNA.lat, meeting_lng: VIENNA.lng });

    // Null and an empty route clear them.
    const cleared = await setPlaces({
      ...base('tours', id),
      meetingPoint: null,
      route: { stops: [], endPlaceId: null },
    });
    expect(cleared.status).toBe(200);
    expect(await placesOf('tours', id)).toEqual({
      start_place_id: VIENNA.id,
      meeting_lat: null,
      meeting_lng: null,
      route: [],
      end_place_id: null,
      end_place_name: null,
      end_lat: null,
    });
  });

  it("sets a micro-tour's meeting point, and a micro-tour has no route", async () => {
    const id = await newRow('micro_tours');
    const answer = await setPlaces({ ...base('micro_tours', id), meetingPoint: WIEN_HBF });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('route');
    expect(await placesOf('micro_tours', id)).toEqual({
      start_place_id: VIENNA.id,
      ...WIEN_HBF_COLUMNS,
    });
    const withRoute = await setPlaces({
      ...base('micro_tours', id),
      route: { stops: [], endPlaceId: null },
    });
    expect(withRoute).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('refuses a meeting point off the map, far from the start or without one, and writes nothing', async () => {
    const id = await newRow('tours');
    await setPlaces({ ...base('tours', id), meetingPoint: WIEN_HBF });
    const refusals: [unknown, string][] = [
      [{ ...base('tours', id), meetingPoint: { placeId: 1 } }, 'meeting_point_unknown'],
      [{ ...base('tours', id), meetingPoint: { lat: 0, lng: 0 } }, 'meeting_point_outside_europe'],
      [
        { ...base('tours', id), meetingPoint: { lat: -33.86, lng: 151.21 } },
        'meeting_point_outside_europe',
      ],
      // Linz is 150 km from Vienna: a pin dropped in the wrong town.
      [
        { ...base('tours', id), meetingPoint: { lat: LINZ.lat, lng: LINZ.lng } },
        'meeting_point_too_far',
      ],
      [{ ...base('tours', id), meetingPoint: { placeId: LINZ.id } }, 'meeting_point_too_far'],
      // A new start far from the meeting point already set.
      [{ ...base('tours', id), placeId: PARIS_ID }, 'meeting_point_too_far'],
      [
        { ...base('tours', id), placeId: null, meetingPoint: WIEN_HBF },
        'meeting_point_needs_start',
      ],
      [{ ...base('tours', id), placeId: null }, 'meeting_point_needs_start'],
    ];
    for (const [body, code] of refusals) {
      expect(await setPlaces(body), JSON.stringify(body)).toMatchObject({
        status: 422,
        body: { code },
      });
    }
    expect(await placesOf('tours', id)).toMatchObject({
      start_place_id: VIENNA.id,
      ...WIEN_HBF_COLUMNS,
    });
  });

  it('refuses a route place the gazetteer lacks or on a day after the tour, and writes nothing', async () => {
    const id = await newRow('tours');
    const route = (
      stops: { day: number; placeId: number }[],
      endPlaceId: number | null = null,
    ) => ({
      ...base('tours', id),
      meetingPoint: WIEN_HBF,
      route: { stops, endPlaceId },
    });
    expect(await setPlaces(route([{ day: 1, placeId: 999_999_999 }]))).toMatchObject({
      status: 422,
      body: { code: 'route_place_unknown', placeId: 999_999_999 },
    });
    expect(await setPlaces(route([], 1))).toMatchObject({
      status: 422,
      body: { code: 'route_place_unknown', placeId: 1 },
    });
    expect(await setPlaces(route([{ day: 4, placeId: LINZ.id }]))).toMatchObject({
      status: 422,
      body: { code: 'route_day_beyond_tour', day: 4, durationDays: 3 },
    });
    expect(await placesOf('tours', id)).toMatchObject({
      meeting_lat: null,
      route: [],
      end_place_id: null,
    });
  });

  it('refuses malformed meeting points and routes with 400', async () => {
    const id = await newRow('tours');
    const good = base('tours', id);
    const stop = { day: 1, placeId: VIENNA.id };
    const malformed: unknown[] = [
      { ...good, meetingPoint: { lat: '48.2', lng: 16.3 } },
      { ...good, meetingPoint: { lat: 48.2 } },
      { ...good, meetingPoint: { lat: 91, lng: 16.3 } },
      { ...good, meetingPoint: { lat: 48.2, lng: 181 } },
      { ...good, meetingPoint: { lat: 48.2, lng: 16.3, placeId: VIENNA.id } },
      { ...good, meetingPoint: { placeId: String(VIENNA.id) } },
      { ...good, meetingPoint: { placeId: 0 } },
      { ...good, meetingPoint: [48.2, 16.3] },
      { ...good, meetingPoint: 'Wien Hauptbahnhof' },
      { ...good, route: [stop] },
      { ...good, route: { stops: [stop] } },
      { ...good, route: { stops: [{ ...stop, lat: 1, lng: 1 }], endPlaceId: null } },
      { ...good, route: { stops: [{ ...stop, day: 0 }], endPlaceId: null } },
      { ...good, route: { stops: [{ ...stop, day: 1.5 }], endPlaceId: null } },
      { ...good, route: { stops: [{ ...stop, day: 2 }, stop], endPlaceId: null } },
      {
        ...good,
        route: {
          stops: Array.from({ length: ROUTE_PLACES_MAX + 1 }, () => stop),
          endPlaceId: null,
        },
      },
      { ...good, route: { stops: [], endPlaceId: null }, table: 'bookings' },
    ];
    for (const body of malformed) {
      expect(await setPlaces(body), JSON.stringify(body).slice(0, 120)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
    // JSON has no NaN or Infinity: a body that carries them is no JSON at all.
    for (const number of ['NaN', 'Infinity', '-Infinity', '1e999']) {
      const raw = `{"table":"tours","id":"${id}","placeId":${VIENNA.id},"transport":"rail","meetingPoint":{"lat":${number},"lng":16.3}}`;
      const answer = await callFunction('catalogue-start-place', null, {
        token: admin.token,
        raw,
      });
      expect(answer.status, number).toBe(400);
    }
    // A huge body is refused before it is read.
    const huge = await setPlaces({ ...good, padding: 'x'.repeat(2_000_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await placesOf('tours', id)).toMatchObject({ meeting_lat: null, route: [] });

    // Another table's row under this one's name is not found.
    const walk = await newRow('micro_tours');
    expect(await setPlaces({ ...good, id: walk, meetingPoint: WIEN_HBF })).toMatchObject({
      status: 404,
      body: { code: 'tour_not_found' },
    });
    expect(await setPlaces({ ...good, id: randomUUID(), meetingPoint: WIEN_HBF })).toMatchObject({
      status: 404,
      body: { code: 'tour_not_found' },
    });
  });

  it('is for admins at aal2 only', async () => {
    const id = await newRow('tours');
    const body = { ...base('tours', id), meetingPoint: WIEN_HBF };
    expect((await setPlaces(body, null)).status).toBe(403);
    expect((await setPlaces(body, inject('anonKey'))).status).toBe(403);
    expect(await setPlaces(body, member.token)).toMatchObject({
      status: 403,
      body: { code: 'admin_required' },
    });
    expect(await setPlaces(body, aal1Admin.token)).toMatchObject({
      status: 403,
      body: { code: 'insufficient_aal' },
    });
    const forged = await signToken({
      sub: admin.id,
      role: 'authenticated',
      app_metadata: { role: 'admin' },
      aal: 'aal2',
    }).then((token) => `${token.slice(0, -4)}AAAA`);
    expect(await setPlaces(body, forged)).toMatchObject({
      status: 403,
      body: { code: 'invalid_jwt' },
    });
    expect(await placesOf('tours', id)).toMatchObject({ meeting_lat: null });
  });

  it('refuses shortening a tour below its route through PostgREST, and changes nothing', async () => {
    const id = await newRow('tours');
    const stops = [
      { day: 1, placeId: VIENNA.id },
      { day: 3, placeId: LINZ.id },
    ];
    const route = { stops, endPlaceId: LINZ.id };
    expect((await setPlaces({ ...base('tours', id), route })).status).toBe(200);
    const days = async () =>
      (
        await servicePool().query<{ days: number }>(
          'select duration_days as days from public.tours where id = $1',
          [id],
        )
      ).rows[0]?.days;

    const shorten = await rest(`tours?id=eq.${id}`, 'PATCH', { duration_days: 2 });
    expect(shorten.status).toBe(422);
    const refusal = (await shorten.json()) as { hint: string; details: string };
    expect(refusal.hint).toBe('route_day_beyond_tour');
    expect(JSON.parse(refusal.details)).toEqual({
      error: 'A route place is on a day after the tour ends.',
      day: 3,
      durationDays: 2,
    });
    expect(await days()).toBe(3);
    // To the route's last day, or longer, is a tour's to change as before.
    expect((await rest(`tours?id=eq.${id}`, 'PATCH', { duration_days: 3 })).status).toBe(200);
    expect((await rest(`tours?id=eq.${id}`, 'PATCH', { duration_days: 6 })).status).toBe(200);
    expect(await days()).toBe(6);
    // A route cut to its first day lets the tour shrink to one.
    const cut = { stops: stops.slice(0, 1), endPlaceId: VIENNA.id };
    expect((await setPlaces({ ...base('tours', id), route: cut })).status).toBe(200);
    expect((await rest(`tours?id=eq.${id}`, 'PATCH', { duration_days: 1 })).status).toBe(200);
  });

  it('refuses a meeting point or a route written straight through PostgREST', async () => {
    const id = await newRow('tours');
    for (const change of [
      { meeting_lat: 48.2, meeting_lng: 16.3 },
      { route: [{ day: 1, ...VIENNA }] },
      { end_place_id: LINZ.id, end_place_name: 'Linz', end_country: 'AT', end_lat: 1, end_lng: 1 },
    ]) {
      const patch = await rest(`tours?id=eq.${id}`, 'PATCH', change);
      expect(patch.status, JSON.stringify(change)).toBe(403);
      expect(((await patch.json()) as { hint: string }).hint).toBe('places_write_refused');
    }
    const walk = await newRow('micro_tours');
    const micro = await rest(`micro_tours?id=eq.${walk}`, 'PATCH', { meeting_lng: 16.3 });
    expect(micro.status).toBe(403);

    const tag = uniqueTag();
    const tour = {
      slug: `rest-places-${tag}`,
      title: `Rest places ${tag}`,
      category: 'eco',
      country: 'Austria',
      price_eur: 100,
      duration_days: 2,
      difficulty: 'easy',
      group_size: 8,
    };
    const forged = await rest('tours', 'POST', { ...tour, meeting_lat: 48.2, meeting_lng: 16.3 });
    expect(forged.status).toBe(403);
    // A new tour without them is the admin's to create as before (its empty route is no value).
    const created = await rest('tours', 'POST', tour);
    expect(created.status).toBe(201);
    // Other columns stay editable; the places are as the server wrote them.
    const renamed = await rest(`tours?id=eq.${id}`, 'PATCH', { title: `Renamed ${tag}` });
    expect(renamed.status).toBeLessThan(300);
    expect(await placesOf('tours', id)).toMatchObject({ meeting_lat: null, route: [] });
  });
});
