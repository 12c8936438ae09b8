import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

const tag = uniqueTag();
const country = `Tourland ${tag}`;
const categories = ['eco', 'gastro', 'no-flight-europe'] as const;
const difficulties = ['easy', 'moderate', 'challenging'] as const;
const transports = ['train', 'bus', 'bike', 'walk', null] as const;

interface TourFixture {
  id: string;
  slug: string;
  title: string;
  short_description: string;
  category: string;
  difficulty: string;
  transport: string | null;
  price_eur: number;
  duration_days: number;
}

const fixtures: TourFixture[] = Array.from({ length: 40 }, (_, i) => ({
  id: randomUUID(),
  slug: `tour-fixture-${tag}-${i}`,
  title: `Fixture Journey ${String(i).padStart(2, '0')} ${tag}`,
  short_description: i % 9 === 2 ? `Meet the lynx${tag} of the forest` : 'Slow travel by land',
  category: categories[i % 3]!,
  difficulty: difficulties[i % 3 === 0 ? i % 2 : 2]!,
  transport: transports[i % 5]!,
  price_eur: 200 + i * 50,
  duration_days: (i % 10) + 1,
}));

beforeAll(async () => {
  await servicePool().query(
    `insert into public.tours (id, slug, title, short_description, category, country, difficulty, transport,
                               price_eur, duration_days, group_size)
     select id, slug, title, short_description, category, $1, difficulty, transport, price_eur, duration_days, 12
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::numeric[], $10::int[])
         as t(id, slug, title, short_description, category, difficulty, transport, price_eur, duration_days)`,
    [
      country,
      fixtures.map((f) => f.id),
      fixtures.map((f) => f.slug),
      fixtures.map((f) => f.title),
      fixtures.map((f) => f.short_description),
      fixtures.map((f) => f.category),
      fixtures.map((f) => f.difficulty),
      fixtures.map((f) => f.transport),
      fixtures.map((f) => f.price_eur),
      fixtures.map((f) => f.duration_days),
    ],
  );
});

function listTours() {
  return anonClient()
    .from('tours')
    .select('*', { count: 'exact' })
    .eq('country', country)
    .order('title');
}

describe('tours list', () => {
  it('pages by 24 with an exact count', async () => {
    const first = await listTours().range(0, 23);
    const second = await listTours().range(24, 47);
    expect(first.count).toBe(40);
    expect(first.data).toHaveLength(24);
    expect(second.data).toHaveLength(16);
    const slugs = [...first.data!, ...second.data!].map((row) => row.slug);
    expect(slugs).toEqual(
      [...fixtures].sort((a, b) => a.title.localeCompare(b.title)).map((f) => f.slug),
    );
  });

  it.each([
    ['category', 'gastro'],
    ['difficulty', 'challenging'],
    ['transport', 'bike'],
  ] as const)('filters by %s', async (column, value) => {
    const { data, count } = await listTours().eq(column, value);
    const expected = fixtures.filter((f) => f[column] === value);
    expect(expected.length).toBeGreaterThan(0);
    expect(count).toBe(expected.length);
    expect(data!.every((row) => row[column] === value)).toBe(true);
  });

  it('filters by price bounds and duration together', async () => {
    const { data, count } = await listTours()
      .gte('price_eur', 500)
      .lte('price_eur', 1500)
      .eq('duration_days', 8);
    const expected = fixtures.filter(
      (f) => f.price_eur >= 500 && f.price_eur <= 1500 && f.duration_days === 8,
    );
    expect(count).toBe(expected.length);
    expect(data!.map((row) => row.slug).sort()).toEqual(expected.map((f) => f.slug).sort());
  });

  it('searches title or short description case-insensitively', async () => {
    const { data, count } = await listTours().or(
      `title.ilike.%LYNX${tag}%,short_description.ilike.%LYNX${tag}%`,
    );
    const expected = fixtures.filter((f) => f.short_description.includes(`lynx${tag}`));
    expect(count).toBe(expected.length);
    expect(data!.map((row) => row.slug).sort()).toEqual(expected.map((f) => f.slug).sort());
  });

  it('reads one tour by uuid and by slug', async () => {
    const target = fixtures[7]!;
    const byId = await anonClient().from('tours').select('*').eq('id', target.id).maybeSingle();
    const bySlug = await anonClient()
      .from('tours')
      .select('*')
      .eq('slug', target.slug)
      .maybeSingle();
    expect(byId.data?.slug).toBe(target.slug);
    expect(bySlug.data?.id).toBe(target.id);
    expect(Number(bySlug.data?.price_eur)).toBe(target.price_eur);
  });

  it('offers the distinct filter values', async () => {
    const { data } = await anonClient().from('tour_filter_options').select('*').single();
    expect(data!.countries).toContain(country);
    expect(data!.categories).toEqual(expect.arrayContaining([...categories]));
    expect(data!.transports).toEqual(expect.arrayContaining(['train', 'bus', 'bike', 'walk']));
    expect(data!.difficulties).toEqual(expect.arrayContaining([...difficulties]));
  });
});

describe('add-ons for a tour (global, its category, or naming the tour)', () => {
  it('returns exactly the add-ons that apply, by scope then price', async () => {
    const tour = fixtures.find((f) => f.category === 'gastro')!;
    const other = fixtures.find((f) => f.category === 'eco')!;
    await servicePool().query(
      `insert into public.addons (title, price_eur, applies_to, category, tour_ids) values
        ($1, 15, 'global', null, '{}'),
        ($2, 25, 'category', 'gastro', '{}'),
        ($3, 35, 'category', 'eco', '{}'),
        ($4, 45, 'tour', null, array[$6::uuid]),
        ($5, 55, 'tour', null, array[$7::uuid])`,
      [
        `Global ${tag}`,
        `Gastro ${tag}`,
        `Eco ${tag}`,
        `This tour ${tag}`,
        `Other tour ${tag}`,
        tour.id,
        other.id,
      ],
    );
    const { data, error } = await anonClient()
      .from('addons')
      .select('*')
      .or(
        `applies_to.eq.global,and(applies_to.eq.category,category.eq.${tour.category}),and(applies_to.eq.tour,tour_ids.cs.{${tour.id}})`,
      )
      .order('applies_to')
      .order('price_eur');
    expect(error).toBeNull();
    const titles = data!.map((row) => row.title as string);
    expect(titles).toEqual(
      expect.arrayContaining([`Global ${tag}`, `Gastro ${tag}`, `This tour ${tag}`]),
    );
    expect(titles).not.toContain(`Eco ${tag}`);
    expect(titles).not.toContain(`Other tour ${tag}`);
    expect(data!.every((row) => row.applies_to !== 'category' || row.category === 'gastro')).toBe(
      true,
    );
    const keys = data!.map((row) => [row.applies_to as string, Number(row.price_eur)] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });
});
