import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { createTestUser, servicePool, signToken, uniqueTag } from '@app/testing/clients';
import { catalogueTag, matchesTag } from './catalogue-cache.js';
import { CatalogueVersionFollower } from './catalogue-version.js';

const gateway = inject('gatewayUrl');
const anonKey = inject('anonKey');
const tag = uniqueTag();
const visitor = { apikey: anonKey, authorization: `Bearer ${anonKey}` };

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${gateway}/rest/v1/${path}`, { headers: { ...visitor, ...headers } });
}

async function insertMicroTour(): Promise<string> {
  const id = randomUUID();
  await servicePool().query(
    `insert into public.micro_tours (id, slug, title, description, country, city, price_eur, duration_hours)
     values ($1, $2, $3, 'A short walk', 'Cacheland', 'Cacheville', 5, 1)`,
    [id, `cache-${tag}-${id.slice(0, 8)}`, `Cache walk ${tag}`],
  );
  return id;
}

describe('anonymous catalogue reads', () => {
  it('carry an entity tag and may be kept a little while by any cache', async () => {
    const response = await get('micro_tours?select=id,title&limit=2');
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    expect(cacheControl).toMatch(/^public,/);
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(response.headers.get('etag')).toMatch(/^W\/"[^"]+"$/);
    expect(response.headers.get('vary')).toMatch(/Authorization/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('are answered 304 without a body while nothing changed, for every catalogue read', async () => {
    const version = async () =>
      (
        await servicePool().query<{ version: string }>(
          'select version from private.catalogue_version',
        )
      ).rows[0]!.version;
    for (const path of [
      'tours?select=id,title&order=title&limit=3',
      'micro_tours?select=id&limit=3',
      'tour_filter_options?select=*',
      'micro_tour_filter_options?select=*',
      // A searched page (decisions 056, 058).
      `rpc/catalogue_search?catalogue=tours&locale=en&phrase=${tag}&filters=[]&sort=title&ascending=true&page_from=0&page_size=3`,
      `rpc/search_tours?locale=en&phrase=${tag}&filters=[]&sort=title&ascending=true&page_from=0&page_size=3&select=id`,
      `rpc/search_micro_tours?locale=de&phrase=walk&filters=[]&sort=rating&ascending=false&page_from=0&page_size=3&select=id`,
    ]) {
      // Other test files change the catalogue meanwhile, which rightly ends a tag's 304s: the two
      // reads count once no change came between them, neither in the database nor as the
      // gateway saw it (a new tag); the edit test below covers a change.
      let first: Response;
      let again: Response;
      let unchanged: boolean;
      do {
        const before = await version();
        first = await get(path);
        again = await get(path, { 'if-none-match': first.headers.get('etag') ?? '' });
        unchanged =
          (await version()) === before && again.headers.get('etag') === first.headers.get('etag');
      } while (!unchanged);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toBeTruthy();
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toMatch(/^public,/);
    }
  });

  it('a list read in another language is cached as the English one is, under its own address', async () => {
    const path =
      'micro_tours?select=id,title,translated_title:card_de->title&search_text_de=like.*a*&limit=3';
    let first: Response;
    let again: Response;
    do {
      first = await get(path);
      again = await get(path, { 'if-none-match': first.headers.get('etag') ?? '' });
    } while (again.status === 200 && again.headers.get('etag') !== first.headers.get('etag'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public,/);
    expect(first.headers.get('etag')).toMatch(/^W\/"[^"]+"$/);
    expect(again.status).toBe(304);
  });

  it('a single tour asked as an object has a tag of its own', async () => {
    const list = await get('micro_tours?select=id&limit=1');
    const id = ((await list.json()) as Array<{ id: string }>)[0]!.id;
    const one = await get(`micro_tours?select=*&id=eq.${id}`, {
      accept: 'application/vnd.pgrst.object+json',
    });
    expect(one.status).toBe(200);
    const array = await get(`micro_tours?select=*&id=eq.${id}`);
    expect(one.headers.get('etag')).not.toBe(array.headers.get('etag'));
    const revalidated = await get(`micro_tours?select=*&id=eq.${id}`, {
      'if-none-match': array.headers.get('etag')!,
      accept: 'application/vnd.pgrst.object+json',
    });
    // The array's tag does not stand for the object: the object is sent.
    expect(revalidated.status).toBe(200);
  });

  it('an edit to the catalogue ends the 304s: the next revalidation gets the new answer', async () => {
    const path = `micro_tours?select=id,title&country=eq.Cacheland&slug=like.cache-${tag}-*`;
    const before = await get(path);
    const etag = before.headers.get('etag')!;
    expect(await before.json()).toEqual([]);
    const id = await insertMicroTour();
    await expect
      .poll(async () => (await get(path, { 'if-none-match': etag })).status, { timeout: 5000 })
      .toBe(200);
    const after = await get(path, { 'if-none-match': etag });
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.json()).toEqual([{ id, title: `Cache walk ${tag}` }]);
  });

  it('never tag errors, writes, or other tables', async () => {
    const error = await get('micro_tours?select=no_such_column');
    expect(error.status).toBe(400);
    expect(error.headers.get('etag')).toBeNull();
    expect(error.headers.get('cache-control')).toBe('private, no-store');
    const departures = await get('departures?select=id&limit=1');
    expect(departures.status).toBe(200);
    expect(departures.headers.get('etag')).toBeNull();
    expect(departures.headers.get('cache-control')).toBe('private, no-store');
    const write = await fetch(`${gateway}/rest/v1/micro_tours`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.headers.get('etag')).toBeNull();
  });
});

describe("a member's or admin's catalogue reads", () => {
  it('are private, never tagged, and a copied tag gets the whole answer', async () => {
    const anonymous = await get('micro_tours?select=id&limit=2');
    const etag = anonymous.headers.get('etag')!;
    for (const user of [await createTestUser(), await createTestUser({ admin: true })]) {
      const response = await get('micro_tours?select=id&limit=2', {
        authorization: `Bearer ${user.token}`,
        'if-none-match': etag,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toHaveLength(2);
    }
  });

  it('a token that names the anon role but is forged gets no data from a tag', async () => {
    const forged = `${(await signToken({ role: 'anon' })).slice(0, -4)}AAAA`;
    const response = await get('micro_tours?select=id&limit=2', {
      authorization: `Bearer ${forged}`,
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('the tag', () => {
  const request = (headers: Record<string, string> = {}) => ({
    method: 'GET',
    url: '/rest/v1/tours?select=*',
    headers,
  });
  const at = (version: bigint | undefined) => ({ current: () => version });

  it('names the version and the headers that shape the answer', () => {
    const plain = catalogueTag(request(), true, at(7n));
    expect(plain).toBeDefined();
    expect(catalogueTag(request(), true, at(8n))).not.toBe(plain);
    expect(catalogueTag(request({ prefer: 'count=exact' }), true, at(7n))).not.toBe(plain);
    expect(catalogueTag(request({ range: '0-9' }), true, at(7n))).not.toBe(plain);
    expect(catalogueTag(request(), false, at(7n))).toBeUndefined();
    expect(catalogueTag(request(), true, at(undefined))).toBeUndefined();
    expect(catalogueTag({ ...request(), method: 'POST' }, true, at(7n))).toBeUndefined();
    expect(
      catalogueTag({ ...request(), url: '/rest/v1/tours_extra?select=*' }, true, at(7n)),
    ).toBeUndefined();
  });

  it('matches weakly, in a list, and not by prefix', () => {
    expect(matchesTag('W/"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesTag('"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesTag('W/"x", W/"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesTag('W/"a-"', 'W/"a-b"')).toBe(false);
    expect(matchesTag(undefined, 'W/"a-b"')).toBe(false);
  });
});

describe('the version follower', () => {
  it('knows no version while it cannot reach the database, and stops cleanly', async () => {
    const follower = new CatalogueVersionFollower(
      'postgres://nobody:wrong@127.0.0.1:1/none',
      pino({ enabled: false }),
    );
    await follower.start();
    expect(follower.current()).toBeUndefined();
    await follower.stop();
  });
});
