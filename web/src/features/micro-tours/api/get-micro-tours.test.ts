import { PostgrestClient } from '@supabase/postgrest-js';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@app/domain/catalogue-rows';
import { queryPairs, recordCatalogueRequests } from '../../../../test/recording-supabase';
import { getCatalogue } from '../../../lib/catalogue-client';
import {
  defaultMicroTourListParams,
  type MicroTourListParams,
} from '../lib/micro-tour-search-params';
import { getMicroTours } from './get-micro-tours';
import { getRelatedMicroTours } from './get-related-micro-tours';
import { readMicroTourListPage } from './micro-tour-list-page';

vi.mock('../../../lib/catalogue-client');

const urls = recordCatalogueRequests(getCatalogue);

const list = (changes: Partial<MicroTourListParams>) =>
  getMicroTours({ ...defaultMicroTourListParams, ...changes });

describe('getMicroTours filters and sorts on the integer columns (decision 004)', () => {
  it('asks for the default page by price then title', async () => {
    await list({});
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/rest/v1/micro_tours');
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'order=price_cents.asc.nullslast,title.asc',
      'offset=0',
      'limit=24',
    ]);
  });

  it('filters prices in cents and the duration range in minutes', async () => {
    await list({ prices: [10, 20], country: 'Finland', duration: [2, 4] });
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'price_cents=in.(1000,2000)',
      'country=eq.Finland',
      'duration_minutes=gte.120',
      'duration_minutes=lte.240',
      'order=price_cents.asc.nullslast,title.asc',
      'offset=0',
      'limit=24',
    ]);
  });

  it('past page 1 asks for the count first and never for a range past the end (no 416)', async () => {
    // The recording client answers every count with 0: page 99 is past the end.
    const page = await list({ country: 'Finland', page: 99 });
    expect(urls).toHaveLength(1);
    expect(queryPairs(urls[0]!)).toEqual(['select=id', 'on_sale=eq.true', 'country=eq.Finland']);
    expect(page).toEqual({ tours: [], page: 99, totalCount: 0 });
  });

  it('leaves the duration out while it is the whole range', async () => {
    await list({ prices: [5], city: 'Porto' });
    expect(queryPairs(urls[0]!).slice(2, 4)).toEqual(['price_cents=in.(500)', 'city=eq.Porto']);
    expect(urls[0]!.searchParams.has('duration_minutes')).toBe(false);
  });

  it('sorts by duration on minutes and by rating as before', async () => {
    await list({ sortField: 'duration_hours', sortDir: 'desc' });
    await list({ sortField: 'price_eur', sortDir: 'desc' });
    await list({ sortField: 'rating', sortDir: 'desc' });
    expect(urls.map((url) => url.searchParams.get('order'))).toEqual([
      'duration_minutes.desc.nullslast,title.asc',
      'price_cents.desc.nullslast,title.asc',
      'rating.desc.nullslast,title.asc',
    ]);
  });

  it('asks the search call for the folded term, its cards and count (decisions 014, 058)', async () => {
    const page = await list({ search: ' Gdańsk 50%', prices: [10] });
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/rest/v1/rpc/search_micro_tours');
    expect(queryPairs(urls[0]!).slice(0, -1)).toEqual([
      'locale=en',
      'phrase=gdansk 50%',
      'filters=[{"column":"price_cents","op":"in","value":[1000]}]',
      'sort=price_cents',
      'ascending=true',
      'page_from=0',
      'page_size=24',
    ]);
    // No match: no cards to read.
    expect(page).toEqual({ tours: [], page: 1, totalCount: 0 });
  });

  it('never filters on the numeric columns', async () => {
    await list({ prices: [30], duration: [1, 3], sortField: 'duration_hours', sortDir: 'asc' });
    const query = urls[0]!.search;
    expect(query).not.toContain('price_eur=');
    expect(query).not.toContain('duration_hours=');
  });
});

describe('getRelatedMicroTours', () => {
  it('reads one country in the list order, on price_cents', async () => {
    await getRelatedMicroTours('Finland', 'some-id');
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'country=eq.Finland',
      'order=price_cents.asc,title.asc',
      'offset=0',
      'limit=7',
    ]);
  });
});

describe('a list in another language (decision 029)', () => {
  it('breaks every sort’s ties by that language’s title (migration 0051)', async () => {
    for (const [sortField, sortDir] of [
      ['price_eur', 'asc'],
      ['price_eur', 'desc'],
      ['duration_hours', 'asc'],
      ['duration_hours', 'desc'],
      ['rating', 'desc'],
    ] as const) {
      await readMicroTourListPage(
        await getCatalogue(),
        { ...defaultMicroTourListParams, sortField, sortDir },
        'de',
      );
    }
    expect(urls.map((url) => url.searchParams.get('order'))).toEqual([
      'price_cents.asc.nullslast,title_de.asc',
      'price_cents.desc.nullslast,title_de.asc',
      'duration_minutes.asc.nullslast,title_de.asc',
      'duration_minutes.desc.nullslast,title_de.asc',
      'rating.desc.nullslast,title_de.asc',
    ]);
  });

  it('searches in that language, each page through the search call', async () => {
    await readMicroTourListPage(
      await getCatalogue(),
      {
        ...defaultMicroTourListParams,
        search: 'Crème',
        country: 'France',
        sortField: 'rating',
        sortDir: 'desc',
        page: 2,
      },
      'fr',
    );
    expect(queryPairs(urls[0]!).slice(0, -1)).toEqual([
      'locale=fr',
      'phrase=creme',
      'filters=[{"column":"country","op":"eq","value":"France"}]',
      'sort=rating',
      'ascending=false',
      'page_from=24',
      'page_size=24',
    ]);
  });
});

describe('the area param (issue 52)', () => {
  it('narrows the list to the micro-tours starting inside it, after the other filters', async () => {
    await list({ city: 'Porto', area: { west: -8.7, south: 41.1, east: -8.5, north: 41.2 } });
    expect(queryPairs(urls[0]!).slice(1, -3)).toEqual([
      'on_sale=eq.true',
      'city=eq.Porto',
      'start_lng=gte.-8.7',
      'start_lng=lte.-8.5',
      'start_lat=gte.41.1',
      'start_lat=lte.41.2',
    ]);
  });
});

describe('a searched page (decision 058)', () => {
  it('reads the call’s cards in that language, in the call’s order, with its count', async () => {
    const ids = ['b', 'a', 'c'].map((letter) => `0000000${letter}-0000-4000-8000-000000000000`);
    const asked: { url: URL; prefer: string | null }[] = [];
    const catalogue = new PostgrestClient<Database>('http://127.0.0.1:9/rest/v1', {
      fetch: (input, init) => {
        const url = new URL(String(input));
        asked.push({ url, prefer: new Headers(init?.headers).get('Prefer') });
        const searched = url.pathname.endsWith('/rpc/search_micro_tours');
        // The call's order; the card's fields in German. Then the English ones they lack.
        const rows = ids.map((id) =>
          searched ? { id, translated_title: `Titel ${id.slice(7, 8)}` } : { id },
        );
        return Promise.resolve(
          Response.json(rows, { headers: searched ? { 'Content-Range': '24-26/27' } : {} }),
        );
      },
    });
    const page = await readMicroTourListPage(
      catalogue,
      { ...defaultMicroTourListParams, search: 'Hafen', page: 2 },
      'de',
    );
    expect(page.totalCount).toBe(27);
    expect(page.tours.map((tour) => tour.id)).toEqual(ids);
    expect(page.tours.map((tour) => tour.title)).toEqual(['Titel b', 'Titel a', 'Titel c']);
    expect(asked.map(({ url }) => url.pathname)).toEqual([
      '/rest/v1/rpc/search_micro_tours',
      '/rest/v1/micro_tours',
    ]);
    expect(asked[0]!.prefer).toContain('count=exact');
    expect(queryPairs(asked[0]!.url)).toEqual([
      'locale=de',
      'phrase=hafen',
      'filters=[]',
      'sort=price_cents',
      'ascending=true',
      'page_from=24',
      'page_size=24',
      'select=id,slug,price_eur,duration_hours,rating,cover_url,panorama_url,panorama_is_illustration,start_country,start_lat,start_lng,footprint_transport,translated_title:card_de->title,translated_description:card_de->description,translated_city:card_de->city,translated_country:card_de->country',
    ]);
  });

  it('a call answered without its count is an error, not an empty list', async () => {
    const catalogue = new PostgrestClient<Database>('http://127.0.0.1:9/rest/v1', {
      fetch: () => Promise.resolve(Response.json([])),
    });
    await expect(
      readMicroTourListPage(catalogue, { ...defaultMicroTourListParams, search: 'Hafen' }, 'en'),
    ).rejects.toThrow('without its count');
  });
});
