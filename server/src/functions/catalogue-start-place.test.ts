import { randomUUID } from 'node:crypto';
import { EUROPE_BOUNDS, isInEurope } from '@app/domain/start-place';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestUser, servicePool, type TestUser, uniqueTag } from '@app/testing/clients';
import { type CatalogueTable, insertCatalogueRow } from '@app/testing/catalogue-rows';
import { callFunction } from '@app/testing/function-calls';
import { searchPlaces } from '../footprint/gazetteer.js';

/** Vienna as GeoNames (and so the gazetteer) has it. */
const VIENNA = { id: 2761369, name: 'Vienna', country: 'AT', lat: 48.20849, lng: 16.37208 };

let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  [admin, member] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

type Table = CatalogueTable;

const newRow = (table: Table) => insertCatalogueRow(table, 'start-place');

const startOf = async (table: Table, id: string) =>
  (
    await servicePool().query(
      `select start_place_id, start_place_name, start_country, start_lat, start_lng,
              footprint_transport
         from public.${table} where id = $1`,
      [id],
    )
  ).rows[0] as Record<string, unknown>;

const NO_START = {
  start_place_id: null,
  start_place_name: null,
  start_country: null,
  start_lat: null,
  start_lng: null,
  footprint_transport: 'rail',
};

/** A tour's meeting point and route columns before any is set (migration 0073). */
const NO_TOUR_PLACES = {
  meeting_lat: null,
  meeting_lng: null,
  route: [],
  end_place_id: null,
  end_place_name: null,
  end_country: null,
  end_lat: null,
  end_lng: null,
};

const setStart = (body: unknown, token: string | null = admin.token) =>
  callFunction('catalogue-start-place', body, { token });

/** PostgREST as the admin's browser would send it. */
const rest = (path: string, method: string, body: unknown) =>
  fetch(`${inject('gatewayUrl')}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: inject('anonKey'),
      authorization: `Bearer ${admin.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

describe('POST /functions/v1/catalogue-start-place', () => {
  it('writes the place the gazetteer has for the id, and clears it', async () => {
    const id = await newRow('tours');
    const answer = await setStart({ table: 'tours', id, placeId: VIENNA.id, transport: 'rail' });
    const vienna = {
      start_place_id: VIENNA.id,
      start_place_name: VIENNA.name,
      start_country: VIENNA.country,
      start_lat: VIENNA.lat,
      start_lng: VIENNA.lng,
      footprint_transport: 'rail',
    };
    expect(answer).toEqual({ status: 200, body: { ...vienna, ...NO_TOUR_PLACES } });
    expect(await startOf('tours', id)).toEqual(vienna);
    // Written as the admin: the change history names them.
    const audit = await servicePool().query(
      `select actor_id, changes ? 'start_lat' as named from public.catalogue_audit
        where row_id = $1 order by id desc limit 1`,
      [id],
    );
    expect(audit.rows[0]).toEqual({ actor_id: admin.id, named: true });

    const cleared = await setStart({ table: 'tours', id, placeId: null, transport: 'coach' });
    expect(cleared.status).toBe(200);
    expect(await startOf('tours', id)).toEqual({ ...NO_START, footprint_transport: 'coach' });
  });

  it("a micro-tour's start is found as the admin types it (Mailand) and goes by coach", async () => {
    const id = await newRow('micro_tours');
    const [milan] = searchPlaces('Mailand');
    expect(milan).toMatchObject({ name: 'Milan', matched: 'Mailand', country: 'IT' });
    const answer = await setStart({
      table: 'micro_tours',
      id,
      placeId: milan!.id,
      transport: 'coach',
    });
    expect(answer.status).toBe(200);
    expect(await startOf('micro_tours', id)).toEqual({
      start_place_id: milan!.id,
      start_place_name: 'Milan',
      start_country: 'IT',
      start_lat: milan!.lat,
      start_lng: milan!.lng,
      footprint_transport: 'coach',
    });
  });

  it('takes no coordinates from the request: a forged place is refused and nothing is written', async () => {
    const id = await newRow('tours');
    const forged = await setStart({
      table: 'tours',
      id,
      placeId: VIENNA.id,
      transport: 'rail',
      lat: 0,
      lng: 0,
      name: 'Vienna',
      country: 'AT',
    });
    expect(forged).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await startOf('tours', id)).toEqual(NO_START);

    // Nor straight through PostgREST, on an update or on a new row.
    const patch = await rest(`tours?id=eq.${id}`, 'PATCH', {
      start_place_id: VIENNA.id,
      start_place_name: 'Vienna',
      start_country: 'AT',
      start_lat: 0.5,
      start_lng: 10,
    });
    expect(patch.status).toBe(403);
    expect(((await patch.json()) as { hint: string }).hint).toBe('start_place_write_refused');
    expect(await startOf('tours', id)).toEqual(NO_START);

    const tag = uniqueTag();
    const insert = await rest('micro_tours', 'POST', {
      slug: `forged-start-${tag}`,
      title: `Forged start ${tag}`,
      city: 'Wien',
      country: 'Austria',
      price_eur: 10,
      duration_hours: 2,
      start_place_id: VIENNA.id,
      start_place_name: 'Vienna',
      start_country: 'AT',
      start_lat: 1,
      start_lng: 1,
    });
    expect(insert.status).toBe(403);
    const { rows } = await servicePool().query('select 1 from public.micro_tours where slug = $1', [
      `forged-start-${tag}`,
    ]);
    expect(rows).toHaveLength(0);

    // A place already set may not be moved either, while the other columns stay editable.
    await setStart({ table: 'tours', id, placeId: VIENNA.id, transport: 'rail' });
    const moved = await rest(`tours?id=eq.${id}`, 'PATCH', { start_lat: 41.9 });
    expect(moved.status).toBe(403);
    const byCoach = await rest(`tours?id=eq.${id}`, 'PATCH', { footprint_transport: 'coach' });
    expect(byCoach.status).toBeLessThan(300);
    expect(await startOf('tours', id)).toMatchObject({
      start_lat: VIENNA.lat,
      footprint_transport: 'coach',
    });
  });

  it('refuses a place id the gazetteer does not have', async () => {
    const id = await newRow('tours');
    for (const placeId of [1, 999_999_999]) {
      const answer = await setStart({ table: 'tours', id, placeId, transport: 'rail' });
      expect(answer).toMatchObject({ status: 422, body: { code: 'start_place_unknown', placeId } });
    }
    expect(await startOf('tours', id)).toEqual(NO_START);
  });

  it('is for admins only', async () => {
    const id = await newRow('micro_tours');
    const body = { table: 'micro_tours', id, placeId: VIENNA.id, transport: 'rail' };
    expect(await setStart(body, member.token)).toMatchObject({
      status: 403,
      body: { code: 'admin_required' },
    });
    expect((await setStart(body, null)).status).toBe(403);
    expect((await setStart(body, inject('anonKey'))).status).toBe(403);
    expect(await startOf('micro_tours', id)).toEqual(NO_START);
  });

  it('refuses malformed values with 400 and a missing row with 404', async () => {
    const id = await newRow('tours');
    const good = { table: 'tours', id, placeId: VIENNA.id, transport: 'rail' };
    const malformed: unknown[] = [
      { ...good, placeId: String(VIENNA.id) },
      { ...good, placeId: -VIENNA.id },
      { ...good, placeId: 0 },
      { ...good, placeId: 2761369.5 },
      { ...good, placeId: 2 ** 31 },
      { ...good, transport: 'plane' },
      { ...good, transport: null },
      { ...good, table: 'bookings' },
      { ...good, table: 'tours; drop table public.tours' },
      { ...good, id: 'not-a-uuid' },
      { table: 'tours', id, transport: 'rail' },
      [good],
      null,
    ];
    for (const body of malformed) {
      expect(await setStart(body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
    const notJson = await callFunction('catalogue-start-place', null, {
      token: admin.token,
      raw: '{"table": "tours",',
    });
    expect(notJson.status).toBe(400);
    expect(await startOf('tours', id)).toEqual(NO_START);

    expect(await setStart({ ...good, id: randomUUID() })).toMatchObject({
      status: 404,
      body: { code: 'tour_not_found' },
    });
    expect(await setStart({ ...good, table: 'micro_tours', id: randomUUID() })).toMatchObject({
      status: 404,
      body: { code: 'micro_tour_not_found' },
    });
  });

  it('every gazetteer place lies inside the bounds the server checks', () => {
    // The cut is Europe; the check is a second line behind the gazetteer lookup.
    expect(EUROPE_BOUNDS).toEqual({ south: 27, north: 72, west: -32, east: 41 });
    const everywhere = 'abcdefghijklmnopqrstuvwxyz'
      .split('')
      .flatMap((letter) => searchPlaces(letter, 100_000));
    expect(everywhere.length).toBeGreaterThan(10_000);
    expect(everywhere.filter((place) => !isInEurope(place))).toEqual([]);
    expect(isInEurope({ lat: 0, lng: 10 })).toBe(false);
    expect(isInEurope({ lat: Number.NaN, lng: 10 })).toBe(false);
  });
});
