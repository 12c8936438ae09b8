import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

interface Fixture {
  slug: string;
  title: string;
  description: string;
  city: string;
  country: string;
  price_eur: number;
  duration_hours: number;
  rating: number | null;
}

const tag = uniqueTag();
const country = `Fixturia ${tag}`;
const cities = [`Alpha ${tag}`, `Beta ${tag}`];
const searchWord = `zebra${tag}`;

const fixtures: Fixture[] = Array.from({ length: 30 }, (_, i) => ({
  slug: `fixture-${tag}-${i}`,
  title: `Fixture Walk ${String(i).padStart(2, '0')} ${tag}`,
  description:
    i % 10 === 3 ? `A stroll past the ${searchWord} mural` : 'A stroll through the old town',
  city: cities[i % 2]!,
  country,
  price_eur: [5, 10, 20, 30][i % 4]!,
  duration_hours: (i % 8) + 1,
  rating: i % 7 === 0 ? null : Math.round(35 + (i % 15)) / 10,
}));

beforeAll(async () => {
  await servicePool().query(
    `insert into public.micro_tours (slug, title, description, city, country, price_eur, duration_hours, rating)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::numeric[])`,
    [
      fixtures.map((f) => f.slug),
      fixtures.map((f) => f.title),
      fixtures.map((f) => f.description),
      fixtures.map((f) => f.city),
      fixtures.map((f) => f.country),
      fixtures.map((f) => f.price_eur),
      fixtures.map((f) => f.duration_hours),
      fixtures.map((f) => f.rating),
    ],
  );
});

const byPriceThenTitle = (a: Fixture, b: Fixture) =>
  a.price_eur - b.price_eur || a.title.localeCompare(b.title);

describe('micro_tours list (search, price list, country, city, duration, sort, page)', () => {
  it('returns the first page of 24 with an exact count, sorted by price then title', async () => {
    const { data, count, error } = await anonClient()
      .from('micro_tours')
      .select('*', { count: 'exact' })
      .eq('country', country)
      .order('price_eur', { ascending: true })
      .order('title', { ascending: true })
      .range(0, 23);
    expect(error).toBeNull();
    expect(count).toBe(30);
    expect(data).toHaveLength(24);
    expect(data!.map((row) => row.slug)).toEqual(
      [...fixtures]
        .sort(byPriceThenTitle)
        .slice(0, 24)
        .map((f) => f.slug),
    );
  });

  it('returns the rest on page 2', async () => {
    const { data, count } = await anonClient()
      .from('micro_tours')
      .select('slug', { count: 'exact' })
      .eq('country', country)
      .order('price_eur')
      .order('title')
      .range(24, 47);
    expect(count).toBe(30);
    expect(data!.map((row) => row.slug)).toEqual(
      [...fixtures]
        .sort(byPriceThenTitle)
        .slice(24)
        .map((f) => f.slug),
    );
  });

  it('combines price list, city and duration range filters', async () => {
    const expected = fixtures.filter(
      (f) =>
        [5, 20].includes(f.price_eur) &&
        f.city === cities[0] &&
        f.duration_hours >= 2 &&
        f.duration_hours <= 6,
    );
    const { data, count } = await anonClient()
      .from('micro_tours')
      .select('slug, price_eur, city, duration_hours', { count: 'exact' })
      .eq('country', country)
      .eq('city', cities[0]!)
      .in('price_eur', [5, 20])
      .gte('duration_hours', 2)
      .lte('duration_hours', 6)
      .order('duration_hours', { ascending: false })
      .order('title');
    expect(expected.length).toBeGreaterThan(0);
    expect(count).toBe(expected.length);
    expect(new Set(data!.map((row) => row.slug))).toEqual(new Set(expected.map((f) => f.slug)));
    const durations = data!.map((row) => Number(row.duration_hours));
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
  });

  it('searches title or description case-insensitively', async () => {
    const word = searchWord.toUpperCase();
    const { data, count } = await anonClient()
      .from('micro_tours')
      .select('slug', { count: 'exact' })
      .or(`title.ilike.%${word}%,description.ilike.%${word}%`);
    const expected = fixtures.filter((f) => f.description.includes(searchWord));
    expect(count).toBe(expected.length);
    expect(new Set(data!.map((row) => row.slug))).toEqual(new Set(expected.map((f) => f.slug)));
  });

  it('sorts by rating descending with unrated tours last (home page)', async () => {
    const { data } = await anonClient()
      .from('micro_tours')
      .select('slug, rating')
      .eq('country', country)
      .order('rating', { ascending: false, nullsFirst: false })
      .order('title');
    const ratings = data!.map((row) => row.rating as number | null);
    const rated = ratings.filter((r) => r !== null);
    expect(ratings.slice(0, rated.length)).toEqual([...rated].sort((a, b) => b - a));
    expect(ratings.slice(rated.length).every((r) => r === null)).toBe(true);
  });
});

describe('micro_tours single, related and budget reads', () => {
  it('finds one by slug and by id, and none for an unknown slug', async () => {
    const client = anonClient();
    const { data: bySlug } = await client
      .from('micro_tours')
      .select('*')
      .eq('slug', fixtures[4]!.slug)
      .maybeSingle();
    expect(bySlug?.title).toBe(fixtures[4]!.title);
    const { data: byId } = await client
      .from('micro_tours')
      .select('slug')
      .eq('id', bySlug!.id)
      .maybeSingle();
    expect(byId?.slug).toBe(fixtures[4]!.slug);
    const { data: none, error } = await client
      .from('micro_tours')
      .select('*')
      .eq('slug', `missing-${tag}`)
      .maybeSingle();
    expect(error).toBeNull();
    expect(none).toBeNull();
  });

  it('single() on no row is PostgREST error PGRST116 with status 406', async () => {
    const { error, status } = await anonClient()
      .from('micro_tours')
      .select('*')
      .eq('slug', `missing-${tag}`)
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('lists related tours from the same country: page 1 of size 7', async () => {
    const { data } = await anonClient()
      .from('micro_tours')
      .select('slug, country')
      .eq('country', country)
      .range(0, 6);
    expect(data).toHaveLength(7);
    expect(data!.every((row) => row.country === country)).toBe(true);
  });

  it('budget tab: one price, by city ascending then rating descending with nulls last, 8 at most', async () => {
    const { data } = await anonClient()
      .from('micro_tours')
      .select('slug, city, rating')
      .eq('country', country)
      .eq('price_eur', 10)
      .order('city', { ascending: true })
      .order('rating', { ascending: false, nullsFirst: false })
      .limit(8);
    const expected = fixtures
      .filter((f) => f.price_eur === 10)
      .sort(
        (a, b) =>
          a.city.localeCompare(b.city) ||
          (a.rating === null ? 1 : 0) - (b.rating === null ? 1 : 0) ||
          (b.rating ?? 0) - (a.rating ?? 0),
      )
      .slice(0, 8);
    expect(data!.map((row) => [row.city, row.rating])).toEqual(
      expected.map((f) => [f.city, f.rating]),
    );
  });

  it('filter options list distinct countries and cities, sorted', async () => {
    const { data, error } = await anonClient()
      .from('micro_tour_filter_options')
      .select('countries, cities')
      .single();
    expect(error).toBeNull();
    expect(data!.countries).toContain(country);
    expect(data!.cities).toEqual(expect.arrayContaining(cities));
    expect(data!.countries).toEqual([...data!.countries].sort());
    expect(new Set(data!.cities).size).toBe(data!.cities.length);
  });

  it('filter options pair every city with its country, once each, sorted', async () => {
    const { data, error } = await anonClient()
      .from('micro_tour_filter_options')
      .select('places')
      .single();
    expect(error).toBeNull();
    const places = data!.places as { country: string; city: string }[];
    expect(places.filter((p) => p.country === country)).toEqual(
      cities.map((city) => ({ country, city })),
    );
    const keys = places.map((p) => `${p.country}\u0000${p.city}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
