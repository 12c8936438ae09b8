import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FOOTPRINT_EDITION } from '@app/domain/trip-footprint';
import { servicePool, uniqueTag } from '@app/testing/clients';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** GET /functions/v1/trip-footprint with a raw query string, as a browser or an outsider sends it. */
async function footprint(query: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${inject('gatewayUrl')}/functions/v1/trip-footprint?${query}`, {
    ...init,
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tag = uniqueTag();
const equatorSlug = `footprint-equator-${tag}`;
const coachSlug = `footprint-coach-${tag}`;
const noStartSlug = `footprint-nowhere-${tag}`;
let equatorId = '';

beforeAll(async () => {
  // Micro-tours starting at 0° N 10° E (DE) by rail and by coach, and one with no start place.
  const { rows } = await servicePool().query<{ id: string; slug: string }>(
    `insert into public.micro_tours
       (slug, title, city, country, price_eur, duration_hours,
        start_place_id, start_place_name, start_country, start_lat, start_lng, footprint_transport)
     values ($1, 'Equator walk', 'Nowhere', 'Germany', 10, 2, 1, 'Equator Ten', 'DE', 0, 10, 'rail'),
            ($2, 'Equator coach', 'Nowhere', 'Germany', 10, 2, 1, 'Equator Ten', 'DE', 0, 10, 'coach'),
            ($3, 'No start yet', 'Nowhere', 'Germany', 10, 2, null, null, null, null, null, 'rail')
     returning id, slug`,
    [equatorSlug, coachSlug, noStartSlug],
  );
  equatorId = rows.find((row) => row.slug === equatorSlug)!.id;
});

describe('GET /functions/v1/trip-footprint', () => {
  it('answers the hand-worked example: 10° of equator, short-haul flight against international rail', async () => {
    // round trip 2 × 1111.94927 km; flight × 0.12576 = 279.7; rail × 0.00446 = 9.9
    const answer = await footprint(`tour=${equatorSlug}&from=0,0&country=fr`);
    expect(answer).toEqual({
      status: 200,
      body: {
        distanceKm: 1111.9,
        flightKg: 279.7,
        tripKg: 9.9,
        savedKg: 269.8,
        saves: true,
        edition: FOOTPRINT_EDITION,
        transport: 'rail',
        start: { name: 'Equator Ten', country: 'DE' },
      },
    });
  });

  it('finds a micro-tour by id and counts the coach where the tour says coach', async () => {
    expect((await footprint(`tour=${equatorId}&from=0,0&country=FR`)).body.savedKg).toBe(269.8);
    // coach 2223.89853 × 0.02776 = 61.7; saved 279.7 − 61.7 = 218.0
    const coach = await footprint(`tour=${coachSlug}&from=0.0,0.0`);
    expect(coach.body).toMatchObject({ flightKg: 279.7, tripKg: 61.7, savedKg: 218 });
  });

  it('takes the home country from the nearest gazetteer town when none is given', async () => {
    // Paris (FR) to the Swiss Alpine Rail Circle's start in Zürich (CH): a short-haul flight.
    const abroad = await footprint('tour=swiss-alpine-rail-circle&from=48.86,2.35');
    const perKm = (kg: unknown) => Number(kg) / (2 * Number(abroad.body.distanceKm));
    expect(perKm(abroad.body.flightKg)).toBeCloseTo(0.12576, 3);
    // From Geneva (CH), the same start is a domestic flight against national rail.
    const home = await footprint('tour=swiss-alpine-rail-circle&from=46.2,6.15');
    const homePerKm = (kg: unknown) => Number(kg) / (2 * Number(home.body.distanceKm));
    expect(homePerKm(home.body.flightKg)).toBeCloseTo(0.22928, 3);
    expect(homePerKm(home.body.tripKg)).toBeCloseTo(0.03546, 3);
  });

  it('says honestly that a home next to the start saves nothing', async () => {
    const answer = await footprint(`tour=${equatorSlug}&from=0,9.5&country=DE`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ flightKg: 0, savedKg: 0, saves: false });
  });

  it('reads the demo catalogue: a tour by slug, where it starts and how it is reached', async () => {
    // Paris to Zürich (GeoNames 48.85341 2.3488 → 47.36667 8.55): about 450 km by train.
    const answer = await footprint('tour=swiss-alpine-rail-circle&from=48.85341,2.3488&country=FR');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      transport: 'rail',
      saves: true,
      start: { name: 'Zürich', country: 'CH' },
    });
    expect(answer.body.distanceKm).toBeGreaterThan(480);
    expect(answer.body.distanceKm).toBeLessThan(500);
  });

  it('answers 404 for a tour that does not exist, by slug or by id', async () => {
    for (const tour of [`no-such-tour-${tag}`, '00000000-0000-4000-8000-000000000000']) {
      const answer = await footprint(`tour=${tour}&from=48.85,2.35`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('tour_not_found');
    }
  });

  it('answers 422 with a code for a tour that does not say where it starts', async () => {
    const answer = await footprint(`tour=${noStartSlug}&from=48.85,2.35`);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('footprint_no_start_place');
  });

  it.each([
    ['no tour', 'from=48.85,2.35'],
    ['an empty tour', 'tour=&from=48.85,2.35'],
    ['SQL in the slug', `tour=${encodeURIComponent("x' or '1'='1")}&from=48.85,2.35`],
    ['a statement in the slug', `tour=${encodeURIComponent('a;drop table tours;--')}&from=1,1`],
    ['a huge slug', `tour=${'a'.repeat(5000)}&from=48.85,2.35`],
    ['markup in the slug', `tour=${encodeURIComponent('<script>')}&from=1,1`],
    ['the tour twice', `tour=${equatorSlug}&tour=${coachSlug}&from=1,1`],
  ])('refuses %s with 400 footprint_invalid_tour', async (_name, query) => {
    const answer = await footprint(query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('footprint_invalid_tour');
  });

  it.each([
    ['no from', ''],
    ['an empty from', 'from='],
    ['one number', 'from=48.85'],
    ['words', 'from=paris'],
    ['a latitude past the pole', 'from=90.5,2'],
    ['a longitude past the date line', 'from=0,-180.01'],
    ['an exponent', 'from=1e1,2'],
    ['NaN', 'from=NaN,2'],
    ['Infinity', 'from=Infinity,2'],
    ['three numbers', 'from=1,2,3'],
    ['hex', 'from=0x10,2'],
    ['a huge number', `from=${'9'.repeat(400)},1`],
    ['too many decimals', 'from=1.123456789,2'],
    ['SQL', `from=${encodeURIComponent("1,1' or 1=1--")}`],
    ['from twice', 'from=1,1&from=2,2'],
  ])('refuses %s with 400 footprint_invalid_from', async (_name, from) => {
    const answer = await footprint(`tour=${equatorSlug}&${from}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('footprint_invalid_from');
  });

  it.each(['FRA', 'F', '12', encodeURIComponent('<b>')])(
    'refuses the country %s with 400 footprint_invalid_country',
    async (country) => {
      const answer = await footprint(`tour=${equatorSlug}&from=0,0&country=${country}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('footprint_invalid_country');
    },
  );

  it('answers GET only', async () => {
    const answer = await footprint(`tour=${equatorSlug}&from=0,0`, { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.body.code).toBe('method_not_allowed');
  });
});
