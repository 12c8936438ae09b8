import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '@app/db/catalogue';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

const vienna = { day: 1, id: 2761369, name: 'Vienna', country: 'AT', lat: 48.20849, lng: 16.37208 };
const linz = { day: 3, id: 2772400, name: 'Linz', country: 'AT', lat: 48.30639, lng: 14.28611 };

/** Inserts a tour as the service with the given place columns; answers its id. */
async function insertTour(columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
       difficulty, group_size, ${names.join(', ')})
     values ($1, 'Places', 'eco', 'Austria', 100, 5, 'easy', 10,
       ${names.map((_, i) => `$${i + 2}`).join(', ')})
     returning id`,
    [`places-${uniqueTag()}`, ...Object.values(columns)],
  );
  return rows[0]!.id;
}

describe('meeting points and routes (migration 0073)', () => {
  it('every demo tour and micro-tour has its meeting point, and the tours their routes', async () => {
    const demo = buildCatalogue(new Date());
    const { rows } = await servicePool().query<{ missing: number; routes: number }>(
      `select count(*) filter (where meeting_lat is null)::int as missing,
              sum(jsonb_array_length(route)) filter (where route is not null)::int as routes
         from (select meeting_lat, route from public.tours where slug = any($1)
               union all
               select meeting_lat, null from public.micro_tours where slug = any($2)) s`,
      [demo.tours.map((tour) => tour.slug), demo.microTours.map((tour) => tour.slug)],
    );
    expect(rows[0]).toEqual({
      missing: 0,
      routes: demo.tours.reduce((sum, tour) => sum + tour.route.length, 0),
    });
    const visitor = await anonClient()
      .from('tours')
      .select('meeting_lat, meeting_lng, route, end_place_name, end_country')
      .eq('slug', 'copenhagen-to-berlin-slow-rail')
      .single();
    expect(visitor.data).toMatchObject({
      meeting_lat: 55.6726,
      meeting_lng: 12.5646,
      route: [
        { day: 1, name: 'Copenhagen', country: 'DK' },
        { day: 2, name: 'Hamburg', country: 'DE' },
        { day: 3, name: 'Berlin', country: 'DE' },
      ],
      end_place_name: 'Berlin',
      end_country: 'DE',
    });
  });

  it('keeps a route of gazetteer-shaped places, days in order, at most 60', async () => {
    expect(await insertTour({ route: JSON.stringify([vienna, linz]) })).toBeTruthy();
    const many = Array.from({ length: 61 }, (_, i) => ({ ...vienna, day: 1 + Math.floor(i / 10) }));
    for (const bad of [
      { route: JSON.stringify({ places: [vienna] }) },
      { route: JSON.stringify([linz, vienna]) },
      { route: JSON.stringify([{ ...vienna, extra: true }]) },
      { route: JSON.stringify([{ ...vienna, lat: '48.2' }]) },
      { route: JSON.stringify([{ ...vienna, lat: -33.86, lng: 151.2 }]) },
      { route: JSON.stringify([{ ...vienna, day: 1.5 }]) },
      { route: JSON.stringify([{ ...vienna, day: 0 }]) },
      { route: JSON.stringify([{ ...vienna, id: 0 }]) },
      { route: JSON.stringify([{ ...vienna, name: '' }]) },
      { route: JSON.stringify([{ ...vienna, country: 'at' }]) },
      { route: JSON.stringify(['Vienna']) },
      { route: JSON.stringify(many) },
      { route: null },
    ]) {
      await expect(insertTour(bad), JSON.stringify(bad).slice(0, 80)).rejects.toMatchObject({
        code: expect.stringMatching(/^23(514|502)$/),
      });
    }
  });

  it('keeps a meeting point and an end place whole, numbers inside Europe', async () => {
    expect(await insertTour({ meeting_lat: 48.18486, meeting_lng: 16.37761 })).toBeTruthy();
    const end = {
      end_place_id: 2772400,
      end_place_name: 'Linz',
      end_country: 'AT',
      end_lat: 48.30639,
      end_lng: 14.28611,
    };
    expect(await insertTour(end)).toBeTruthy();
    for (const bad of [
      { meeting_lat: 48.18486 },
      { meeting_lat: 'NaN', meeting_lng: 16.3 },
      { meeting_lat: 48.1, meeting_lng: 'Infinity' },
      { meeting_lat: -33.86, meeting_lng: 151.2 },
      { meeting_lat: 72.5, meeting_lng: 16.3 },
      { ...end, end_lat: null },
      { ...end, end_lng: 41.5 },
    ]) {
      await expect(insertTour(bad), JSON.stringify(bad)).rejects.toMatchObject({ code: '23514' });
    }
    await expect(
      servicePool().query(
        `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
           meeting_lat, meeting_lng)
         values ($1, 'Off the map', 'Paris', 'France', 10, 2, 0, 0)`,
        [`off-map-${uniqueTag()}`],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
