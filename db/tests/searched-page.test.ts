import { SignJWT } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogueSearchAnswerSchema } from '@app/domain/catalogue-search';
import { anonClient, createTestUser, servicePool, uniqueTag } from '@app/testing/clients';

// A searched page in one call (migration 0086, decision 058): `search_tours` and
// `search_micro_tours` answer the page's rows in the list's order, selected like the table, and
// the exact count in Content-Range. What they find is `catalogue_search`'s (whose own tests
// check it against like): each page here must be exactly its ids and total.

const tag = uniqueTag();
const countries = [`Cardia ${tag}`, `Dorvia ${tag}`];

beforeAll(async () => {
  await servicePool().query(
    `insert into public.micro_tours (slug, title, description, translations, city, country,
                                     price_eur, duration_hours, on_sale)
     select 'page-micro-' || $1 || '-' || i,
            'Lantern ' || $1 || 'walk ' || i,
            'Through the ' || $1 || 'lanes at dusk.',
            case when i % 2 = 0
                 then jsonb_build_object('de', jsonb_build_object(
                        'title', 'Laternen ' || $1 || 'gang ' || i,
                        'description', 'Durch die ' || $1 || 'gassen.'))
                 else '{}' end,
            'Porto Azul', ($2::text[])[1 + i % 2], 5 + i % 7, 1 + i % 3, i <> 29
       from generate_series(0, 29) as i`,
    [tag, countries],
  );
  await servicePool().query(
    `insert into public.tours (slug, title, short_description, translations, category, country,
                               price_eur, duration_days, difficulty, group_size, on_sale)
     select 'page-tour-' || $1 || '-' || i, 'Ridge ' || $1 || 'trail ' || i,
            'Days on the ' || $1 || 'ridge.',
            jsonb_build_object('fr', jsonb_build_object('title', 'Crête ' || $1 || 'sentier ' || i)),
            'eco', ($2::text[])[1 + i % 2], 100 + 10 * i, 3, 'easy', 10, i <> 29
       from generate_series(0, 29) as i`,
    [tag, countries],
  );
});

type Catalogue = 'tours' | 'micro_tours';

interface Args {
  locale: unknown;
  phrase: unknown;
  filters: unknown;
  sort: unknown;
  ascending: unknown;
  page_from: unknown;
  page_size: unknown;
}

const defaults = (catalogue: Catalogue): Args => ({
  locale: 'en',
  phrase: tag,
  filters: '[]',
  sort: catalogue === 'tours' ? 'title' : 'price_cents',
  ascending: true,
  page_from: 0,
  page_size: 12,
});

/** What the list asks: the call by GET, its count in Content-Range. */
const page = (
  catalogue: Catalogue,
  args: Partial<Args> = {},
  select = 'id',
  client: SupabaseClient = anonClient(),
) =>
  client
    .rpc(`search_${catalogue}`, { ...defaults(catalogue), ...args }, { get: true, count: 'exact' })
    .select(select);

const idsOf = (rows: unknown) =>
  z
    .array(z.object({ id: z.string() }))
    .parse(rows)
    .map((row) => row.id);

/** The same search's count and ids from catalogue_search. */
async function truth(catalogue: Catalogue, args: Partial<Args> = {}) {
  const { data, error } = await anonClient().rpc(
    'catalogue_search',
    { catalogue, ...defaults(catalogue), ...args },
    { get: true },
  );
  expect(error).toBeNull();
  return catalogueSearchAnswerSchema.parse(data);
}

async function expectSame(catalogue: Catalogue, args: Partial<Args> = {}) {
  const { data, error, count, status } = await page(catalogue, args);
  expect(error).toBeNull();
  expect(status).toBe(200);
  const expected = await truth(catalogue, args);
  expect({ total: count, ids: idsOf(data) }).toEqual(expected);
  return expected;
}

describe('a page is catalogue_search’s, with the rows themselves', () => {
  it('micro-tours: each order, each page, past the end, in English and German', async () => {
    for (const locale of ['en', 'de']) {
      for (const sort of ['price_cents', 'duration_minutes', 'rating']) {
        for (const ascending of [true, false]) {
          for (const page_from of [0, 12, 24, 36]) {
            const phrase = locale === 'de' ? `${tag}gassen` : `${tag}lanes`;
            const answer = await expectSame('micro_tours', {
              locale,
              phrase,
              sort,
              ascending,
              page_from,
            });
            expect(answer.total).toBe(locale === 'de' ? 15 : 29);
          }
        }
      }
    }
  });

  it('tours: in English and French, under a filter', async () => {
    await expectSame('tours', { phrase: `${tag}ridge` });
    await expectSame('tours', { phrase: `${tag}ridge`, page_from: 24 });
    await expectSame('tours', { locale: 'fr', phrase: `crete ${tag}sentier` });
    const filtered = await expectSame('tours', {
      phrase: `${tag}trail`,
      filters: JSON.stringify([{ column: 'country', op: 'eq', value: countries[1] }]),
    });
    expect(filtered.total).toBe(14);
  });

  it('selects what the list selects, the language’s card fields by their aliases', async () => {
    const { data, error } = await page(
      'micro_tours',
      { locale: 'de', phrase: `${tag}gassen`, page_size: 3 },
      'id,slug,price_eur,translated_title:card_de->title',
    );
    expect(error).toBeNull();
    const rows = z
      .array(z.object({ slug: z.string(), price_eur: z.number(), translated_title: z.string() }))
      .parse(data);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.slug).toMatch(`page-micro-${tag}-`);
      expect(row.translated_title).toMatch(`Laternen ${tag}gang `);
    }
  });

  it('states the range and the exact count in Content-Range', async () => {
    const url = (page_from: number) =>
      `${inject('gatewayUrl')}/rest/v1/rpc/search_micro_tours?` +
      new URLSearchParams({
        locale: 'en',
        phrase: `${tag}lanes`,
        filters: '[]',
        sort: 'price_cents',
        ascending: 'true',
        page_from: String(page_from),
        page_size: '12',
        select: 'id',
      }).toString();
    const headers = {
      apikey: inject('anonKey'),
      authorization: `Bearer ${inject('anonKey')}`,
      prefer: 'count=exact',
    };
    const ranges = [];
    for (const from of [0, 24, 29, 100]) {
      const response = await fetch(url(from), { headers });
      expect(response.status).toBe(200);
      ranges.push(response.headers.get('content-range'));
    }
    expect(ranges).toEqual(['0-11/29', '24-28/29', '*/29', '*/29']);
  });
});

describe('what the call refuses (400 validation_failed, never a 5xx), as catalogue_search', () => {
  it('a language, term, filter, order or page it does not know', async () => {
    const cases: [Partial<Args>, string][] = [
      [{ locale: 'pt' }, 'locale'],
      [{ phrase: ' ' }, 'phrase'],
      [{ phrase: 'a'.repeat(1001) }, 'phrase'],
      [{ filters: '[{"column":"title","op":"eq","value":"x"}]' }, 'filters[0].column'],
      [{ filters: '{' }, 'filters'],
      [{ sort: 'slug' }, 'sort'],
      [{ page_from: -1 }, 'page_from'],
      [{ page_size: 101 }, 'page_size'],
    ];
    for (const [args, field] of cases) {
      for (const catalogue of ['tours', 'micro_tours'] as const) {
        const { data, error, status } = await page(catalogue, args);
        expect(data).toBeNull();
        expect(status).toBe(400);
        expect(error?.hint).toBe('validation_failed');
        expect(JSON.parse(error!.details).field).toBe(field);
      }
    }
    // Not of the argument's type: PostgREST refuses it before the call, also with a 400.
    expect((await page('tours', { ascending: 'maybe' })).status).toBe(400);
  });
});

describe('who may call it', () => {
  it('never lists a listing off sale, and a member sees what a visitor sees', async () => {
    const member = await createTestUser();
    const { data, count } = await page('micro_tours', { page_size: 100 }, 'id', member.client);
    const { rows } = await servicePool().query<{ id: string }>(
      `select id from public.micro_tours where slug = $1`,
      [`page-micro-${tag}-29`],
    );
    expect(count).toBe(29);
    expect(idsOf(data)).not.toContain(rows[0]!.id);
    expect({ data, count }).toEqual(
      await page('micro_tours', { page_size: 100 }).then((answer) => ({
        data: answer.data,
        count: answer.count,
      })),
    );
  });

  it('a request without any key is a visitor’s: the same page, nothing off sale', async () => {
    const response = await fetch(
      `${inject('gatewayUrl')}/rest/v1/rpc/search_micro_tours?locale=en&phrase=${tag}` +
        '&filters=[]&sort=price_cents&ascending=true&page_from=0&page_size=100&select=id',
      { headers: { prefer: 'count=exact' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-28/29');
    const visitor = await page('micro_tours', { page_size: 100 });
    expect(idsOf(await response.json())).toEqual(idsOf(visitor.data));
  });

  it('a forged token is refused before the call runs', async () => {
    const forged = await new SignJWT({ aud: 'authenticated', role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-0123456789'));
    const response = await fetch(
      `${inject('gatewayUrl')}/rest/v1/rpc/search_tours?locale=en&phrase=${tag}&filters=[]` +
        '&sort=title&ascending=true&page_from=0&page_size=12',
      { headers: { apikey: inject('anonKey'), authorization: `Bearer ${forged}` } },
    );
    expect(response.status).toBe(401);
  });

  it('a visitor’s page may be kept a little, as the catalogue’s are; a member’s not', async () => {
    const url =
      `${inject('gatewayUrl')}/rest/v1/rpc/search_tours?locale=en&phrase=${tag}` +
      '&filters=[]&sort=title&ascending=true&page_from=0&page_size=12&select=id';
    const headers = { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}` };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    // Its 304s are checked with the catalogue's other reads (catalogue-cache.test.ts).
    const member = await createTestUser();
    const own = await fetch(url, {
      headers: { ...headers, authorization: `Bearer ${member.token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a POST answers the same page, and a flood is answered without a 5xx', async () => {
    const posted = await anonClient()
      .rpc('search_tours', defaults('tours'), { count: 'exact' })
      .select('id');
    expect(posted.error).toBeNull();
    const got = await page('tours');
    expect({ data: posted.data, count: posted.count }).toEqual({
      data: got.data,
      count: got.count,
    });
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) => (await page('micro_tours', { phrase: ['a', 'e', 'walk'][i % 3] })).status,
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
