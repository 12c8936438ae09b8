import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleSortColumn } from '@app/domain/title-sort';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

// Lists sorted by the title the reader sees (migration 0051, decision 029).
const tag = uniqueTag();
const country = `Sortierland ${tag}`;

/** English titles in one order; the German ones (one missing: English shown) in another. */
const rows = [
  { key: 'lakes', title: `Alpine Lakes ${tag}`, de: `Seen der Alpen ${tag}` },
  {
    key: 'forest',
    title: `Black Forest Trails ${tag}`,
    de: `Auf den Pfaden des Schwarzwalds ${tag}`,
  },
  { key: 'castles', title: `Castle Road ${tag}`, de: undefined },
] as const;
const ids = new Map<string, { tour: string; micro: string }>();

beforeAll(async () => {
  for (const row of rows) {
    const translations = row.de ? { de: { title: row.de } } : {};
    const tour = await servicePool().query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty, group_size, translations)
       values ($1, $2, 'eco', $3, 500, 3, 'easy', 8, $4) returning id`,
      [`sort-${row.key}-${tag}`, row.title, country, translations],
    );
    // One price and duration: the title alone orders them.
    const micro = await servicePool().query<{ id: string }>(
      `insert into public.micro_tours (slug, title, description, city, country, price_eur, duration_hours, rating, translations)
       values ($1, $2, 'A walk', 'Sortstadt', $3, 10, 2, 4.5, $4) returning id`,
      [`sort-micro-${row.key}-${tag}`, row.title, country, translations],
    );
    ids.set(row.key, { tour: tour.rows[0]!.id, micro: micro.rows[0]!.id });
  }
});

afterAll(async () => {
  await servicePool().query('delete from public.tours where country = $1', [country]);
  await servicePool().query('delete from public.micro_tours where country = $1', [country]);
});

const keysOf = (data: { id: string }[] | null, kind: 'tour' | 'micro') =>
  (data ?? []).map(({ id }) => [...ids].find(([, row]) => row[kind] === id)?.[0]);

async function tourOrder(locale: 'en' | 'de' | 'fr') {
  const { data, error } = await anonClient()
    .from('tours')
    .select('id')
    .eq('country', country)
    .order(titleSortColumn(locale), { ascending: true })
    .order('id', { ascending: true });
  expect(error).toBeNull();
  return keysOf(data, 'tour');
}

async function microOrder(locale: 'en' | 'de') {
  const { data, error } = await anonClient()
    .from('micro_tours')
    .select('id')
    .eq('country', country)
    .order('price_cents', { ascending: true, nullsFirst: false })
    .order(titleSortColumn(locale), { ascending: true });
  expect(error).toBeNull();
  return keysOf(data, 'micro');
}

describe('a language’s title sort column', () => {
  it('orders /de/tours by the German titles, English where a tour has none', async () => {
    expect(await tourOrder('en')).toEqual(['lakes', 'forest', 'castles']);
    // Auf den Pfaden …, Castle Road (English), Seen der Alpen …
    expect(await tourOrder('de')).toEqual(['forest', 'castles', 'lakes']);
    // No French titles: the English order.
    expect(await tourOrder('fr')).toEqual(['lakes', 'forest', 'castles']);
  });

  it('breaks the micro-tours’ ties at one price by the German title', async () => {
    expect(await microOrder('en')).toEqual(['lakes', 'forest', 'castles']);
    expect(await microOrder('de')).toEqual(['forest', 'castles', 'lakes']);
  });

  it('keeps each language’s title inside its row, however much the row weighs', async () => {
    // Words that barely compress in every language: a row far past the 2 KB tuple target, whose
    // toaster moves out what it may; never a title the lists sort by (a sort would read it back
    // from the TOAST table at every comparison).
    const words = (count: number) =>
      Array.from({ length: count }, () => Math.random().toString(36).slice(2, 9)).join(' ');
    const translated = (description: string) => ({ title: words(4), [description]: words(150) });
    const translations = (description: string) => ({
      de: translated(description),
      fr: translated(description),
      es: translated(description),
      it: translated(description),
    });
    const { rows: micro } = await servicePool().query<{ id: string }>(
      `insert into public.micro_tours (slug, title, description, city, country, price_eur, duration_hours, translations)
       values ($1, $2, $3, 'Sortstadt', $4, 10, 2, $5) returning id`,
      [`sort-heavy-${tag}`, words(4), words(150), country, translations('description')],
    );
    const { rows: tour } = await servicePool().query<{ id: string }>(
      `insert into public.tours (slug, title, full_description, category, country, price_eur, duration_days, difficulty, group_size, translations)
       values ($1, $2, $3, 'eco', $4, 500, 3, 'easy', 8, $5) returning id`,
      [`sort-heavy-${tag}`, words(4), words(150), country, translations('full_description')],
    );
    for (const [catalogue, id] of [
      ['micro_tours', micro[0]!.id],
      ['tours', tour[0]!.id],
    ] as const) {
      const { rows } = await servicePool().query<Record<string, boolean>>(
        `select pg_column_toast_chunk_id(translations) is not null as translations,
                pg_column_toast_chunk_id(title) is not null as en,
                pg_column_toast_chunk_id(title_de) is not null as de,
                pg_column_toast_chunk_id(title_fr) is not null as fr,
                pg_column_toast_chunk_id(title_es) is not null as es,
                pg_column_toast_chunk_id(title_it) is not null as it
           from public.${catalogue} where id = $1`,
        [id],
      );
      expect(rows[0], catalogue).toEqual({
        translations: true,
        en: false,
        de: false,
        fr: false,
        es: false,
        it: false,
      });
    }
    // The tours' list below is this country's three tours.
    await servicePool().query('delete from public.tours where id = $1', [tour[0]!.id]);
  });

  it('follows a translation as it is saved, and is never written directly', async () => {
    const castles = ids.get('castles')!.tour;
    await servicePool().query(
      `update public.tours set translations = '{"de": {"title": "Alte Burgenstraße ${tag}"}}' where id = $1`,
      [castles],
    );
    // Alte Burgenstraße …, Auf den Pfaden …, Seen der Alpen …
    expect(await tourOrder('de')).toEqual(['castles', 'forest', 'lakes']);
    const { rows: read } = await servicePool().query<{ title_de: string; title_fr: string }>(
      'select title_de, title_fr from public.tours where id = $1',
      [castles],
    );
    expect(read[0]).toEqual({
      title_de: `Alte Burgenstraße ${tag}`,
      title_fr: `Castle Road ${tag}`,
    });
    await expect(
      servicePool().query(`update public.tours set title_de = 'A' where id = $1`, [castles]),
    ).rejects.toMatchObject({ code: '428C9' });
  });
});
