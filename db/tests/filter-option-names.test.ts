import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createTestUser, servicePool, uniqueTag } from '@app/testing/clients';

/**
 * The list filters' countries and cities named in each language (migration 0050): the views
 * answer, per language, the name most of a key's rows give it, counted as rows are written, so a
 * request reads no catalogue row for them.
 */

async function insertTour(country: string, translations: object) {
  const id = randomUUID();
  await servicePool().query(
    `insert into public.tours (id, slug, title, short_description, category, country, difficulty,
                               price_eur, duration_days, group_size, translations)
     values ($1, $2, $3, 'Slow travel by land', 'eco', $4, 'easy', 300, 3, 12, $5)`,
    [id, `names-${id}`, `Names Journey ${id}`, country, JSON.stringify(translations)],
  );
  return id;
}

async function tourCountryNames(locale: string): Promise<Record<string, string>> {
  const { data, error } = await anonClient()
    .from('filter_place_names')
    .select('country:names->country')
    .eq('kind', 'tour')
    .eq('locale', locale)
    .maybeSingle();
  expect(error).toBeNull();
  return (data?.country as Record<string, string> | undefined) ?? {};
}

describe('filter_place_names of the tours', () => {
  it('names each country as most of its tours do, per language, and follows every write', async () => {
    const tag = uniqueTag();
    const country = `Fixturia ${tag}`;
    const [first, second] = [
      await insertTour(country, { de: { title: 'Reise', country: `Fixturien ${tag}` } }),
      await insertTour(country, { de: { title: 'Reise', country: `Fixturien ${tag}` } }),
    ];
    await insertTour(country, {
      de: { title: 'Reise', country: `Fixturia-Land ${tag}` },
      fr: { title: 'Voyage', country: `Fixturie ${tag}` },
    });
    await insertTour(country, {});

    expect((await tourCountryNames('de'))[country]).toBe(`Fixturien ${tag}`);
    expect((await tourCountryNames('fr'))[country]).toBe(`Fixturie ${tag}`);
    // No Spanish name: the list shows the key itself.
    expect(await tourCountryNames('es')).not.toHaveProperty(country);

    // An admin renames it in two tours: the majority moves.
    await servicePool().query(
      `update public.tours set translations = jsonb_set(translations, '{de,country}', to_jsonb($2::text))
        where id = any($1::uuid[])`,
      [[first, second], `Fixturia-Land ${tag}`],
    );
    expect((await tourCountryNames('de'))[country]).toBe(`Fixturia-Land ${tag}`);

    // An update touching no name changes nothing.
    await servicePool().query(`update public.tours set rating = 4.5 where country = $1`, [country]);
    expect((await tourCountryNames('de'))[country]).toBe(`Fixturia-Land ${tag}`);

    await servicePool().query(`delete from public.tours where country = $1`, [country]);
    expect(await tourCountryNames('de')).not.toHaveProperty(country);
    expect(await tourCountryNames('fr')).not.toHaveProperty(country);
    const { rows } = await servicePool().query(
      `select count(*)::int as n from private.catalogue_place_names where value = $1`,
      [country],
    );
    expect(rows[0].n).toBe(0);
  });

  it('reads the counted names, not the tours: the plan of the names holds no catalogue table', async () => {
    for (const kind of ['tour', 'micro_tour']) {
      const { rows } = await servicePool().query<{ 'QUERY PLAN': string }>(
        `explain select names from public.filter_place_names where kind = $1 and locale = 'de'`,
        [kind],
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('catalogue_place_names');
      expect(plan).not.toMatch(/\b(micro_)?tours\b/);
    }
  });
});

describe('filter_place_names of the micro-tours', () => {
  it('name each city and country in each language; a row removed takes its names along', async () => {
    const tag = uniqueTag();
    const [city, country] = [`Alphaburg ${tag}`, `Microland ${tag}`];
    const { rows } = await servicePool().query<{ id: string }>(
      `insert into public.micro_tours (slug, title, description, city, country, price_eur, duration_hours, translations)
       values ($1, 'Walk', 'A stroll', $2, $3, 10, 2, $4) returning id`,
      [
        `names-${tag}`,
        city,
        country,
        JSON.stringify({
          it: { title: 'Passeggiata', city: `Alfaborgo ${tag}`, country: `Microterra ${tag}` },
        }),
      ],
    );
    const read = async () => {
      const { data, error } = await anonClient()
        .from('filter_place_names')
        .select('names')
        .eq('kind', 'micro_tour')
        .eq('locale', 'it')
        .maybeSingle();
      expect(error).toBeNull();
      const names = data?.names as
        { city?: Record<string, string>; country?: Record<string, string> } | undefined;
      return { cities: names?.city, countries: names?.country };
    };
    expect(await read()).toMatchObject({
      cities: { [city]: `Alfaborgo ${tag}` },
      countries: { [country]: `Microterra ${tag}` },
    });
    await servicePool().query(`delete from public.micro_tours where id = $1`, [rows[0]!.id]);
    const after = await read();
    expect(after.cities ?? {}).not.toHaveProperty(city);
    expect(after.countries ?? {}).not.toHaveProperty(country);
  });
});

describe('who may change the place names', () => {
  it('no visitor nor member writes them: the views and the counts are read-only', async () => {
    const tag = uniqueTag();
    const member = await createTestUser();
    const row = { kind: 'tour', locale: 'de', names: { country: { Spain: `Forged ${tag}` } } };
    for (const client of [anonClient(), member.client]) {
      const { error: viewWrite } = await client.from('filter_place_names').insert(row);
      expect(viewWrite).not.toBeNull();
      const { error: viewDelete } = await client
        .from('filter_place_names')
        .delete()
        .eq('kind', 'tour');
      expect(viewDelete).not.toBeNull();
    }
    const { rows } = await servicePool().query(
      `select count(*)::int as forged from private.catalogue_place_names where name like $1`,
      [`Forged ${tag}`],
    );
    expect(rows[0].forged).toBe(0);
    const members = await servicePool().query(
      `select has_table_privilege('authenticated', 'private.catalogue_place_names', 'insert, update, delete') as writes,
              has_table_privilege('anon', 'private.catalogue_place_names', 'insert, update, delete') as anon_writes`,
    );
    expect(members.rows[0]).toEqual({ writes: false, anon_writes: false });
  });
});
