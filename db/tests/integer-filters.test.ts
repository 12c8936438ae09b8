import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

// Migration 0009 (docs/decisions/004-portable-catalogue-plans.md): the list screens filter and sort
// on exact integer copies of price_eur and duration_hours. Same rows, same order, same counts.

const tag = uniqueTag();
const country = `Centland ${tag}`;
const cities = [`Gamma ${tag}`, `Delta ${tag}`];

const microPrices = [5, 10, 20, 30];
const micro = Array.from({ length: 32 }, (_, i) => ({
  slug: `cents-micro-${tag}-${i}`,
  // Repeated titles, so the order's tie-breaks are part of the comparison.
  title: `Cents Walk ${String(i % 11).padStart(2, '0')} ${tag}`,
  city: cities[i % 2]!,
  price_eur: microPrices[i % 4]!,
  duration_hours: [1, 1.5, 2, 2.5, 3.5, 4, 6.5, 8][i % 8]!,
  rating: i % 5 === 0 ? null : 3 + (i % 20) / 10,
}));

// Prices on and around the bounds the tests use, with cents.
const tourPrices = [
  0, 0.01, 0.29, 0.3, 99.99, 100, 450, 450.01, 1199.99, 1200, 1200.01, 9999999.99,
];
const tours = tourPrices.map((price, i) => ({
  slug: `cents-tour-${tag}-${i}`,
  title: `Cents Journey ${String(i).padStart(2, '0')} ${tag}`,
  price_eur: price,
}));

beforeAll(async () => {
  const pool = servicePool();
  await pool.query(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours, rating)
     select slug, title, city, $1, price_eur, duration_hours, rating
       from unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::numeric[])
         as t(slug, title, city, price_eur, duration_hours, rating)`,
    [
      country,
      micro.map((m) => m.slug),
      micro.map((m) => m.title),
      micro.map((m) => m.city),
      micro.map((m) => m.price_eur),
      micro.map((m) => m.duration_hours),
      micro.map((m) => m.rating),
    ],
  );
  await pool.query(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, group_size)
     select slug, title, 'eco', $1, price_eur, 3, 'easy', 10
       from unnest($2::text[], $3::text[], $4::numeric[]) as t(slug, title, price_eur)`,
    [country, tours.map((t) => t.slug), tours.map((t) => t.title), tours.map((t) => t.price_eur)],
  );
});

describe('generated integer columns (migration 0009)', () => {
  it('price_cents is price_eur × 100 and duration_minutes is duration_hours × 60, as anon reads them', async () => {
    const { data: microRows, error } = await anonClient()
      .from('micro_tours')
      .select('slug, price_eur, price_cents, duration_hours, duration_minutes')
      .eq('country', country);
    expect(error).toBeNull();
    expect(microRows).toHaveLength(micro.length);
    for (const row of microRows!) {
      const fixture = micro.find((m) => m.slug === row.slug)!;
      expect(row.price_cents).toBe(Math.round(fixture.price_eur * 100));
      expect(row.duration_minutes).toBe(Math.round(fixture.duration_hours * 60));
    }
    const { data: tourRows } = await anonClient()
      .from('tours')
      .select('slug, price_eur, price_cents')
      .eq('country', country);
    expect(tourRows).toHaveLength(tours.length);
    for (const row of tourRows!) {
      const fixture = tours.find((t) => t.slug === row.slug)!;
      expect(row.price_cents).toBe(Math.round(fixture.price_eur * 100));
    }
  });

  it('holds for every catalogue row, and follows a price change', async () => {
    const pool = servicePool();
    const { rows } = await pool.query<{ tours: string; micro: string }>(
      `select (select count(*) from public.tours where price_cents <> price_eur * 100) as tours,
              (select count(*) from public.micro_tours
                where price_cents <> price_eur * 100 or duration_minutes <> duration_hours * 60) as micro`,
    );
    expect(rows[0]).toEqual({ tours: '0', micro: '0' });
    const { rows: updated } = await pool.query<{ price_cents: string }>(
      `update public.tours set price_eur = 123.45 where slug = $1 returning price_cents`,
      [tours[1]!.slug],
    );
    expect(updated[0]!.price_cents).toBe('12345');
    await pool.query(`update public.tours set price_eur = $2 where slug = $1`, [
      tours[1]!.slug,
      tours[1]!.price_eur,
    ]);
  });

  it('cannot be written', async () => {
    await expect(
      servicePool().query(`update public.micro_tours set price_cents = 1 where slug = $1`, [
        micro[0]!.slug,
      ]),
    ).rejects.toThrow(/can only be updated to DEFAULT/);
  });

  it('leaves the numeric comparisons as core ships them (not leakproof)', async () => {
    const { rows } = await servicePool().query<{ proname: string; proleakproof: boolean }>(
      `select proname, proleakproof from pg_proc
        where oid in ('numeric_eq(numeric, numeric)'::regprocedure, 'numeric_lt(numeric, numeric)'::regprocedure,
                      'numeric_le(numeric, numeric)'::regprocedure, 'numeric_gt(numeric, numeric)'::regprocedure,
                      'numeric_ge(numeric, numeric)'::regprocedure, 'numeric_ne(numeric, numeric)'::regprocedure)`,
    );
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.proleakproof)).toEqual([]);
  });
});

type Filtered = { data: { slug: string }[] | null; count: number | null; error: unknown };
const slugs = (result: Filtered) => {
  expect(result.error).toBeNull();
  return { slugs: result.data!.map((row) => row.slug), count: result.count };
};

describe('the same list through the integer columns', () => {
  const microList = () =>
    anonClient().from('micro_tours').select('slug', { count: 'exact' }).eq('country', country);

  it('micro-tours: price list, city and duration range, by price then title', async () => {
    const before = await microList()
      .eq('city', cities[0]!)
      .in('price_eur', [10, 20])
      .gte('duration_hours', 2)
      .lte('duration_hours', 4)
      .order('price_eur', { ascending: true, nullsFirst: false })
      .order('title', { ascending: true })
      .order('slug')
      .range(0, 23);
    const after = await microList()
      .eq('city', cities[0]!)
      .in('price_cents', [1000, 2000])
      .gte('duration_minutes', 120)
      .lte('duration_minutes', 240)
      .order('price_cents', { ascending: true, nullsFirst: false })
      .order('title', { ascending: true })
      .order('slug')
      .range(0, 23);
    expect(slugs(before).count).toBeGreaterThan(0);
    expect(slugs(after)).toEqual(slugs(before));
  });

  it('micro-tours: every sort the list offers gives the same order', async () => {
    for (const [numeric, integer, ascending] of [
      ['price_eur', 'price_cents', false],
      ['duration_hours', 'duration_minutes', true],
      ['duration_hours', 'duration_minutes', false],
    ] as const) {
      const before = await microList()
        .order(numeric, { ascending, nullsFirst: false })
        .order('title')
        .order('slug');
      const after = await microList()
        .order(integer, { ascending, nullsFirst: false })
        .order('title')
        .order('slug');
      expect(slugs(after)).toEqual(slugs(before));
    }
  });

  it('micro-tours: the blog budget tab for one price', async () => {
    const budget = (column: string, value: number) =>
      anonClient()
        .from('micro_tours')
        .select('slug')
        .eq('country', country)
        .eq(column, value)
        .order('city')
        .order('rating', { ascending: false, nullsFirst: false })
        .order('slug');
    const before = await budget('price_eur', 20);
    const after = await budget('price_cents', 2000);
    expect(slugs({ ...after, count: null })).toEqual(slugs({ ...before, count: null }));
    expect(after.data!.length).toBe(micro.filter((m) => m.price_eur === 20).length);
  });

  it('tours: price ranges in cents select the same tours, bounds included', async () => {
    const tourList = () =>
      anonClient()
        .from('tours')
        .select('slug', { count: 'exact' })
        .eq('country', country)
        .order('title')
        .order('id');
    // [min €, max €, min cents, max cents] as the app rounds them (web/src/lib/integer-filters.ts).
    for (const [min, max, minCents, maxCents] of [
      [450, 1200, 45000, 120000],
      [0.29, 99.99, 29, 9999],
      [0.295, 1199.995, 30, 119999],
      [0, 0.001, 0, 0],
    ] as const) {
      const before = await tourList().gte('price_eur', min).lte('price_eur', max);
      const after = await tourList().gte('price_cents', minCents).lte('price_cents', maxCents);
      expect(slugs(before).count).toBeGreaterThan(0);
      expect(slugs(after)).toEqual(slugs(before));
    }
  });
});
