import { SignJWT } from 'jose';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueSearchAnswerSchema } from '@app/domain/catalogue-search';
import type { Locale } from '@app/domain/locales';
import { searchColumn } from '@app/domain/search-fold';
import { anonClient, createTestUser, servicePool, uniqueTag } from '@app/testing/clients';
import { searchPhrase, searchTextPattern } from '@app/web/catalogue-search';

// A searched page of a list (migration 0079, decision 056): the count and the page's ids come
// from an index of words and word pairs, and must be exactly what `like` on the search column
// finds, in the list's order. Every term below holds this run's tag, so rows other tests write
// at the same time never match it.

const tag = uniqueTag();
const countries = [`Azoria ${tag}`, `Bermia ${tag}`];

const microTexts = [
  [
    `Old ${tag}harbour walk`,
    `A stroll from the ${tag}harbour to „${tag}Marktplatz“, past ${tag}bridges.`,
  ],
  [
    `${tag}Harbour lights`,
    `Evening walk along the ${tag}harbour walls, then ${tag}tapas  and wine.`,
  ],
  [`Ghost stories of ${tag}town`, `Walk the ${tag}town at night: ghost stories and ${tag}legends.`],
  [`Bridges of ${tag}town`, `Every ${tag}bridge, ${tag}bridges and the old ${tag}harbour walk.`],
  [`Tea fields ${tag}`, `Tea, ${tag}tea fields and a ${tag}Łódź-style tea house: “${tag}Zürich”.`],
  [`${tag}walk ${tag}walk`, `${tag}walk ${tag}walk ${tag}walk, ${tag}walking and ${tag}walks.`],
];

const microTours = Array.from({ length: 30 }, (_, i) => ({
  slug: `search-micro-${tag}-${i}`,
  title: microTexts[i % microTexts.length]![0]!,
  description: microTexts[i % microTexts.length]![1]!,
  translations:
    i % 3 === 0
      ? { de: { title: `Hafenrundgang ${tag}hafen ${i}`, description: `Am ${tag}Hafen entlang.` } }
      : {},
  city: 'Porto Azul',
  country: countries[i % 2],
  price_eur: [5, 10, 20, 30][i % 4],
  duration_hours: [1, 2, 3][i % 3],
  // The last one is off sale: no list shows it.
  on_sale: i !== 29,
}));

const tours = Array.from({ length: 12 }, (_, i) => ({
  slug: `search-tour-${tag}-${i}`,
  title: `${['Lighthouse', 'Cheese', 'Crater'][i % 3]} ${tag}trail ${i}`,
  short_description: `Days on the ${tag}coast ${['and', 'or', 'with'][i % 3]} ${tag}cliffs.`,
  translations: { fr: { title: `Sentier ${tag}côtier ${i}` } },
  country: countries[i % 2],
  price_eur: 100 * (i + 1),
  on_sale: i !== 11,
}));

beforeAll(async () => {
  await servicePool().query(
    `insert into public.micro_tours (slug, title, description, translations, city, country,
                                     price_eur, duration_hours, on_sale)
     select r.slug, r.title, r.description, r.translations, r.city, r.country, r.price_eur,
            r.duration_hours, r.on_sale
       from jsonb_to_recordset($1::jsonb) as r(slug text, title text, description text,
              translations jsonb, city text, country text, price_eur numeric,
              duration_hours numeric, on_sale boolean)`,
    [JSON.stringify(microTours)],
  );
  await servicePool().query(
    `insert into public.tours (slug, title, short_description, translations, category, country,
                               price_eur, duration_days, difficulty, group_size, on_sale)
     select r.slug, r.title, r.short_description, r.translations, 'eco', r.country, r.price_eur,
            3, 'easy', 10, r.on_sale
       from jsonb_to_recordset($1::jsonb) as r(slug text, title text, short_description text,
              translations jsonb, country text, price_eur numeric, on_sale boolean)`,
    [JSON.stringify(tours)],
  );
});

interface Args {
  catalogue: unknown;
  locale: unknown;
  phrase: unknown;
  filters: unknown;
  sort: unknown;
  ascending: unknown;
  page_from: unknown;
  page_size: unknown;
}

const defaults = (catalogue: 'tours' | 'micro_tours'): Args => ({
  catalogue,
  locale: 'en',
  phrase: tag,
  filters: '[]',
  sort: catalogue === 'tours' ? 'title' : 'price_cents',
  ascending: true,
  page_from: 0,
  page_size: 24,
});

/** As the lists call it, GET; `post` sends what a GET cannot (a null). */
const call = (args: Partial<Args>, client = anonClient(), post = false) =>
  client.rpc('catalogue_search', { ...defaults('micro_tours'), ...args }, { get: !post });

async function search(args: Partial<Args>) {
  const { data, error, status } = await call(args);
  expect(error).toBeNull();
  expect(status).toBe(200);
  return catalogueSearchAnswerSchema.parse(data);
}

/** What `like` finds, in the list's order: the answer every search must give. */
async function truth(
  catalogue: 'tours' | 'micro_tours',
  locale: Locale,
  term: string,
  options: { where?: string; sort?: string; ascending?: boolean; from?: number } = {},
) {
  const title = locale === 'en' ? 'title' : `title_${locale}`;
  const sort = options.sort ?? (catalogue === 'tours' ? title : 'price_cents');
  const { rows } = await servicePool().query<{ id: string }>(
    `select id from public.${catalogue}
      where on_sale and ${searchColumn(locale)} like $1 and ${options.where ?? 'true'}
      order by ${sort} ${options.ascending === false ? 'desc' : 'asc'} nulls last, ${title}, id`,
    [searchTextPattern(term)],
  );
  const from = options.from ?? 0;
  return { total: rows.length, ids: rows.slice(from, from + 24).map((row) => row.id) };
}

async function expectExact(
  catalogue: 'tours' | 'micro_tours',
  locale: Locale,
  term: string,
  extra: Partial<Args> = {},
  /** The filters in `extra`, as SQL for the truth. */
  where?: string,
) {
  const answer = await search({
    ...defaults(catalogue),
    locale,
    phrase: searchPhrase(term),
    ...extra,
  });
  expect(answer).toEqual(
    await truth(catalogue, locale, term, {
      where,
      sort: typeof extra.sort === 'string' && extra.sort !== 'title' ? extra.sort : undefined,
      ascending: extra.ascending === false ? false : undefined,
      from: typeof extra.page_from === 'number' ? extra.page_from : undefined,
    }),
  );
  return answer;
}

describe('a searched page is exactly what like finds, in the list’s order', () => {
  const terms: [string, string][] = [
    ['one word, whole', `${tag}harbour`],
    ['the start of a word', `${tag}harb`],
    ['inside a word', `${tag}bridge`],
    ['the tag alone, in many words', tag],
    ['two words: the end of one, the start of the next', `${tag}harbour walk`],
    ['two words across punctuation', `„${tag}marktplatz“, past`],
    ['three words', `the ${tag}harbour walk`],
    ['four words', `walk the ${tag}town at`],
    ['a word and a comma', `${tag}bridge,`],
    ['two spaces in the text', `${tag}tapas  and`],
    ['folded letters', `${tag}LODZ-STYLE`],
    ['curly quotes', `“${tag}zurich”`],
    ['a repeated word', `${tag}walk ${tag}walk ${tag}walk`],
    ['nothing', `${tag}nowhere`],
    ['no match across title and description', `${tag}walk a`],
    ['a LIKE wildcard is a character', `${tag}%`],
  ];

  it.each(terms)('micro-tours, %s', async (_, term) => {
    await expectExact('micro_tours', 'en', term);
  });

  it('finds rows whose page language has its own words, and only in that language', async () => {
    const german = await expectExact('micro_tours', 'de', `${tag}hafen`);
    expect(german.total).toBe(10);
    expect((await expectExact('micro_tours', 'en', `${tag}hafen`)).total).toBe(0);
    // Italian has no translation here: the English text is searched.
    expect((await expectExact('micro_tours', 'it', `${tag}harbour`)).total).toBeGreaterThan(0);
  });

  it('never lists a listing off sale', async () => {
    const answer = await search({ phrase: tag });
    expect(answer.ids).not.toContain(await idOf('micro_tours', microTours[29]!.slug));
  });

  it('under the list’s other filters, each order and each page', async () => {
    const filters = JSON.stringify([{ column: 'country', op: 'eq', value: countries[1] }]);
    const answer = await expectExact(
      'micro_tours',
      'en',
      tag,
      { filters },
      `country = '${countries[1]}'`,
    );
    expect(answer.total).toBe(14);
    for (const sort of ['price_cents', 'duration_minutes', 'rating']) {
      for (const ascending of [true, false]) {
        await expectExact('micro_tours', 'en', tag, { sort, ascending });
      }
    }
    const second = await expectExact('micro_tours', 'en', tag, { page_from: 24 });
    expect(second.ids.length).toBe(second.total - 24);
    // A page past the end: the count alone.
    expect(await search({ phrase: tag, page_from: 48 })).toEqual({ total: second.total, ids: [] });
  });

  it('tours, in English and in French', async () => {
    expect((await expectExact('tours', 'en', `${tag}coast or ${tag}cli`)).total).toBe(4);
    expect((await expectExact('tours', 'en', `${tag}trail`)).total).toBe(11);
    expect((await expectExact('tours', 'fr', `sentier ${tag}cot`)).total).toBe(11);
    const filters = JSON.stringify([{ column: 'price_cents', op: 'gte', value: 50000 }]);
    const dear = await expectExact('tours', 'en', tag, { filters }, 'price_cents >= 50000');
    expect(dear.total).toBe(7);
  });

  it('random pieces of the texts, across words and punctuation', async () => {
    // Deterministic pieces: each occurrence of the tag, widened by up to 14 characters a side.
    const texts = microTexts.flatMap(([title, description]) => [title!, description!]);
    const pieces = new Set<string>();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const text of texts) {
      for (let at = text.indexOf(tag); at !== -1; at = text.indexOf(tag, at + 1)) {
        for (let k = 0; k < 3; k += 1) {
          const piece = text.slice(Math.max(0, at - next(15)), at + tag.length + next(15));
          if (searchPhrase(piece)) pieces.add(piece);
        }
      }
    }
    expect(pieces.size).toBeGreaterThan(60);
    for (const piece of pieces) await expectExact('micro_tours', 'en', piece);
  });

  it('a word written later is found, and a word no row holds any more finds nothing', async () => {
    const slug = microTours[1]!.slug;
    await servicePool().query(`update public.micro_tours set title = $1 where slug = $2`, [
      `${tag}Zyrardow lantern tour`,
      slug,
    ]);
    const found = await expectExact('micro_tours', 'en', `${tag}zyrardow lan`);
    expect(found.ids).toEqual([await idOf('micro_tours', slug)]);
    await servicePool().query(`update public.micro_tours set title = $1 where slug = $2`, [
      `${tag}Harbour lights`,
      slug,
    ]);
    expect((await expectExact('micro_tours', 'en', `${tag}zyrardow`)).total).toBe(0);
  });

  it('an update that changes no search text leaves the vocabulary alone', async () => {
    // The vocabulary is the owner's: only the owner can take a word out of it, here to see
    // whether an update puts it back.
    const owner = new pg.Client({ connectionString: inject('databaseUrl') });
    await owner.connect();
    const slug = microTours[2]!.slug;
    const word = `${tag}lanterns`;
    const inVocabulary = async () =>
      (
        await owner.query(
          `select 1 from private.search_words where language = 'en' and word = $1`,
          [word],
        )
      ).rowCount === 1;
    try {
      await servicePool().query(`update public.micro_tours set title = $1 where slug = $2`, [
        `Ghost stories of ${word} town`,
        slug,
      ]);
      expect(await inVocabulary()).toBe(true);
      await owner.query(`delete from private.search_words where language = 'en' and word = $1`, [
        word,
      ]);
      // A write of other columns (a price, the sale flag, a rating after a review).
      await servicePool().query(
        `update public.micro_tours set price_eur = price_eur, on_sale = on_sale where slug = $1`,
        [slug],
      );
      expect(await inVocabulary()).toBe(false);
      await servicePool().query(`update public.micro_tours set title = $1 where slug = $2`, [
        `Ghost stories of ${word} at night`,
        slug,
      ]);
      expect(await inVocabulary()).toBe(true);
    } finally {
      await servicePool().query(`update public.micro_tours set title = $1 where slug = $2`, [
        microTours[2]!.title,
        slug,
      ]);
      await owner.end();
    }
  });

  it('edits leave a short pending list in the search indexes, which every search reads', async () => {
    // GIN adds a write's entries to a pending list, merged into the index once the list passes
    // its limit (4 MB unless set): 60 listings of 300 words add about 45 pages to it.
    const owner = new pg.Client({ connectionString: inject('databaseUrl') });
    await owner.connect();
    const words = () =>
      Array.from({ length: 300 }, () => Math.random().toString(36).slice(2, 9)).join(' ');
    const rows = Array.from({ length: 60 }, (_, i) => ({
      slug: `search-pending-${tag}-${i}`,
      description: words(),
    }));
    try {
      await servicePool().query(
        `insert into public.micro_tours (slug, title, description, city, country, price_eur,
                                         duration_hours)
         select r.slug, 'Pending list', r.description, 'Porto Azul', $2, 10, 2
           from jsonb_to_recordset($1::jsonb) as r(slug text, description text)`,
        [JSON.stringify(rows), countries[1]],
      );
      for (const index of ['micro_tours_search_keys_idx', 'micro_tours_search_trgm_idx']) {
        const { rows: merged } = await owner.query<{ pages: number }>(
          'select pg_catalog.gin_clean_pending_list($1::regclass)::int as pages',
          [`public.${index}`],
        );
        // 64 kB is eight pages, and one listing's entries may pass the limit by another page.
        expect(merged[0]!.pages, index).toBeLessThanOrEqual(10);
      }
    } finally {
      await servicePool().query('delete from public.micro_tours where slug like $1', [
        `search-pending-${tag}-%`,
      ]);
      await owner.end();
    }
  });

  it('a word that opens many descriptions after many titles is searched by its own keys', async () => {
    // A search column joins the fields with chr(1): the title's last word and the description's
    // first are two words, not one per title, which would be more keys than a search takes.
    const owner = new pg.Client({ connectionString: inject('databaseUrl') });
    await owner.connect();
    const rows = Array.from({ length: 70 }, (_, i) => ({
      slug: `search-fields-${tag}-${i}`,
      title: `Walk ${tag}place${i}`,
    }));
    try {
      await servicePool().query(
        `insert into public.micro_tours (slug, title, description, city, country, price_eur,
                                         duration_hours)
         select r.slug, r.title, $2 || 'theme tour', 'Porto Azul', $3, 10, 2
           from jsonb_to_recordset($1::jsonb) as r(slug text, title text)`,
        [JSON.stringify(rows), tag, countries[1]],
      );
      const { rows: found } = await owner.query<{ keys: string[] | null; exact: boolean }>(
        'select k.keys, k.exact from private.search_phrase_keys($1, $2) k',
        ['en', `${tag}theme`],
      );
      expect(found[0]).toEqual({ keys: [`${tag}theme`], exact: true });
      expect((await expectExact('micro_tours', 'en', `${tag}theme`)).total).toBe(70);
      // Across two fields like finds nothing, and neither do the keys.
      expect((await expectExact('micro_tours', 'en', `${tag}place7 ${tag}theme`)).total).toBe(0);
      expect((await expectExact('micro_tours', 'en', `${tag}place7`)).total).toBe(1);
    } finally {
      await servicePool().query('delete from public.micro_tours where slug like $1', [
        `search-fields-${tag}-%`,
      ]);
      await owner.end();
    }
  });

  it('writers adding the same new words at once, in any order, both succeed', async () => {
    // Each transaction adds one new word, then the other's: without the vocabulary's lock they
    // would wait for each other's uncommitted word (a deadlock, as the scale seed met).
    const insert = (client: pg.PoolClient, word: string, i: number) =>
      client.query(
        `insert into public.micro_tours (slug, title, description, city, country, price_eur,
                                         duration_hours)
         values ($1, $2, 'Two writers.', 'Porto Azul', $3, 10, 2)`,
        [`search-writers-${tag}-${i}`, `Writers ${tag}${word}`, countries[0]],
      );
    const [first, second] = [await servicePool().connect(), await servicePool().connect()];
    const { rows } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
    /** Until the second writer waits for a lock: on the first's word, or on the vocabulary's. */
    const secondWaits = async () => {
      for (let tries = 0; tries < 500; tries += 1) {
        // pg_locks shows every session's waits to anyone (pg_stat_activity only to its role).
        const { rows: waits } = await servicePool().query(
          'select 1 from pg_catalog.pg_locks where pid = $1 and not granted',
          [rows[0]!.pid],
        );
        if (waits.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the second writer never waited');
    };
    try {
      // Their other words already in the vocabulary: only the two new ones are shared.
      await insert(first, 'gamma', 0);
      await first.query('begin');
      await second.query('begin');
      await insert(first, 'alpha', 1);
      const secondDone = (async () => {
        await insert(second, 'beta', 2);
        await insert(second, 'alpha', 3);
        await second.query('commit');
      })();
      await secondWaits();
      await insert(first, 'beta', 4);
      await first.query('commit');
      await secondDone;
    } finally {
      first.release();
      second.release();
    }
    expect((await expectExact('micro_tours', 'en', `${tag}alpha`)).total).toBe(2);
    expect((await expectExact('micro_tours', 'en', `${tag}beta`)).total).toBe(2);
  });

  it('a word longer than the index holds is still found inside', async () => {
    const long = `${tag}${'x'.repeat(120)}needle${'y'.repeat(20)}`;
    await servicePool().query(
      `insert into public.micro_tours (slug, title, description, city, country, price_eur,
                                       duration_hours)
       values ($1, $2, 'A long word.', 'Porto Azul', $3, 10, 2)`,
      [`search-long-${tag}`, `Long ${long} word`, countries[0]],
    );
    expect((await expectExact('micro_tours', 'en', 'x'.repeat(40) + 'needle')).total).toBe(1);
    expect((await expectExact('micro_tours', 'en', `long ${long.slice(0, 110)}`)).total).toBe(1);
    await expectExact('micro_tours', 'en', `${tag}harbour walk`);
  });

  it('finds the words a term’s ends start and end, whatever their last character', async () => {
    // Those words are looked up as a range up to the prefix's next character (migration 0085):
    // a multi-byte one, one with no next character (U+D7FF), a single letter.
    await servicePool().query(
      `insert into public.micro_tours (slug, title, description, city, country, price_eur,
                                       duration_hours)
       values ($1, $2, 'Edges.', 'Porto Azul', $3, 10, 2)`,
      [
        `search-edge-${tag}`,
        `Edge ${tag}edge ${tag}gate\u{D7FF} ${tag}rueω \u{D7FF}${tag}lane end`,
        countries[0],
      ],
    );
    for (const term of [
      `${tag}edge ${tag}gate\u{D7FF}`,
      `${tag}gate\u{D7FF} ${tag}rueω`,
      `\u{D7FF} ${tag}ru`,
      `ω \u{D7FF}${tag}la`,
      `${tag}lane end`,
    ]) {
      expect((await expectExact('micro_tours', 'en', term)).total, term).toBe(1);
    }
    expect((await expectExact('micro_tours', 'en', `e ${tag}gate`)).total).toBe(1);
  });
});

async function idOf(catalogue: 'tours' | 'micro_tours', slug: string) {
  const { rows } = await servicePool().query<{ id: string }>(
    `select id from public.${catalogue} where slug = $1`,
    [slug],
  );
  return rows[0]!.id;
}

/** A refusal: 400 with the machine code, and the field it is about. */
async function refused(args: Partial<Args>, field: string | RegExp) {
  const post = Object.values(args).includes(null);
  const { data, error, status } = await call(args, anonClient(), post);
  expect(data).toBeNull();
  expect(status).toBe(400);
  expect(error?.hint).toBe('validation_failed');
  expect(JSON.parse(error!.details).field).toMatch(field);
}

describe('what the call refuses (400 validation_failed, never a 5xx)', () => {
  it('a catalogue, language, order or page it does not know', async () => {
    for (const catalogue of ['bookings', 'public.tours', '', null]) {
      await refused({ catalogue }, 'catalogue');
    }
    for (const locale of ['pt', 'EN', '', null]) await refused({ locale }, 'locale');
    for (const sort of ['title', 'slug', 'price_cents desc', '', null]) {
      await refused({ sort }, 'sort');
    }
    await refused({ catalogue: 'tours', sort: 'price_cents' }, 'sort');
    await refused({ ascending: null }, 'ascending');
    for (const page_from of [-1, 100001, null]) await refused({ page_from }, 'page_from');
    for (const page_size of [0, 101, null]) await refused({ page_size }, 'page_size');
    // Not of the argument's type: PostgREST refuses it before the call, also with a 400.
    for (const odd of [{ ascending: 'maybe' }, { page_from: '1e3' }, { page_size: 2.5 }]) {
      expect((await call(odd)).status).toBe(400);
    }
  });

  it('a blank, huge or control-character term', async () => {
    for (const phrase of ['', '   ', 'a'.repeat(1001), `walk\u0001${tag}`, null]) {
      await refused({ phrase }, 'phrase');
    }
  });

  it('filters that are not the list’s, or not JSON', async () => {
    for (const filters of [
      '',
      'country',
      '{',
      '{}',
      'null',
      '[{"column":"title","op":"eq","value":"x"}]',
    ]) {
      await refused({ filters }, /^filters/);
    }
  });

  it('SQL and LIKE characters in a term are only characters', async () => {
    const terms = [`${tag}' or '1'='1`, `${tag}'; delete from public.tours; --`, `${tag}%`];
    for (const phrase of [...terms, `${tag}_%_`, `${tag}\\`]) {
      const answer = await search({ phrase });
      const expected = await truth('micro_tours', 'en', phrase);
      expect(answer).toEqual(expected);
    }
    expect((await search({ phrase: tag })).total).toBeGreaterThan(0);
  });
});

describe('a search without filters is planned once per connection (migration 0085)', () => {
  const held = `select count(*)::int as n from pg_prepared_statements
                 where name like 'planned\\_%'`;
  const searchOn = async (client: pg.PoolClient, phrase: string, filters = '[]') => {
    const { rows } = await client.query<{ answer: unknown }>(
      `select public.catalogue_search('micro_tours', 'en', $1, $2, 'price_cents', true, 0, 24)
                as answer`,
      [phrase, filters],
    );
    return catalogueSearchAnswerSchema.parse(rows[0]!.answer);
  };

  it('keeps one statement for every term, one for its words, none for a filtered search', async () => {
    const client = await servicePool().connect();
    try {
      await client.query('deallocate all');
      await client.query('set role anon');
      const first = await searchOn(client, searchPhrase(`${tag}harbour`) ?? '');
      const second = await searchOn(client, searchPhrase(`${tag}tea fields`) ?? '');
      const filtered = await searchOn(
        client,
        searchPhrase(`${tag}harbour`) ?? '',
        JSON.stringify([{ column: 'country', op: 'eq', value: countries[0] }]),
      );
      expect(first).toEqual(await truth('micro_tours', 'en', `${tag}harbour`));
      expect(second).toEqual(await truth('micro_tours', 'en', `${tag}tea fields`));
      expect(filtered).toEqual(
        await truth('micro_tours', 'en', `${tag}harbour`, {
          where: `country = '${countries[0]}'`,
        }),
      );
      // The search itself, the lookup of a one-word term's words, and of the words a two-word
      // term's first token ends and its last starts.
      expect((await client.query<{ n: number }>(held)).rows[0]!.n).toBe(4);
      // A connection that lost it (another pooler's, `deallocate all`) prepares it again.
      await client.query('deallocate all');
      expect(await searchOn(client, searchPhrase(`${tag}harbour`) ?? '')).toEqual(first);
      expect((await client.query<{ n: number }>(held)).rows[0]!.n).toBe(2);
    } finally {
      await client.query('reset role; deallocate all');
      client.release();
    }
  });
});

describe('who may call it', () => {
  it('a member sees what a visitor sees', async () => {
    const member = await createTestUser();
    const { data, error } = await call({ phrase: tag }, member.client);
    expect(error).toBeNull();
    expect(data).toEqual(await search({ phrase: tag }));
  });

  it('a forged token is refused before the call runs', async () => {
    const forged = await new SignJWT({ aud: 'authenticated', role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-0123456789'));
    const params = new URLSearchParams({
      catalogue: 'tours',
      locale: 'en',
      phrase: tag,
      filters: '[]',
      sort: 'title',
      ascending: 'true',
      page_from: '0',
      page_size: '24',
    });
    const response = await fetch(`${inject('gatewayUrl')}/rest/v1/rpc/catalogue_search?${params}`, {
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('a visitor’s answer may be kept a little, as the catalogue’s are', async () => {
    const params = new URLSearchParams({
      catalogue: 'micro_tours',
      locale: 'en',
      phrase: tag,
      filters: '[]',
      sort: 'price_cents',
      ascending: 'true',
      page_from: '0',
      page_size: '24',
    });
    const url = `${inject('gatewayUrl')}/rest/v1/rpc/catalogue_search?${params}`;
    const headers = { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}` };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect(first.headers.get('etag')).toMatch(/^W\/"[^"]+"$/);
    // Its 304s are checked with the catalogue's other reads (catalogue-cache.test.ts), where a
    // change other test files make between the two reads cannot end them.
  });

  it('runs as the caller, through indexes, without parallel workers, in the caller’s time limit', async () => {
    const { rows } = await servicePool().query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc
        where oid = 'public.catalogue_search(text, text, text, text, text, boolean, integer, integer)'::regprocedure`,
    );
    expect(rows[0]).toEqual({
      prosecdef: false,
      proconfig: [
        'search_path=""',
        'max_parallel_workers_per_gather=0',
        'enable_seqscan=off',
        'plan_cache_mode=force_generic_plan',
      ],
    });
  });

  it('a flood of the widest searches is answered, none with a 5xx', async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) => (await call({ phrase: ['a', 'e', 'walk'][i % 3] })).status,
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
