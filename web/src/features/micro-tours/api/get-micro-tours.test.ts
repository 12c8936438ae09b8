import { describe, expect, it, vi } from 'vitest';
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

  it('searches the folded search column for the folded term (decision 014)', async () => {
    await list({ search: ' Gdańsk 50%' });
    expect(queryPairs(urls[0]!)[2]).toBe('search_text=like.%gdansk 50\\%%');
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

  it('searches that language’s column for the folded term and selects its card fields', async () => {
    await readMicroTourListPage(
      await getCatalogue(),
      { ...defaultMicroTourListParams, search: 'Crème', country: 'France', page: 2 },
      'fr',
    );
    // Past page 1 the count comes first: it searches the same column.
    expect(queryPairs(urls[0]!)).toEqual([
      'select=id',
      'on_sale=eq.true',
      'search_text_fr=like.%creme%',
      'country=eq.France',
    ]);
    await readMicroTourListPage(
      await getCatalogue(),
      { ...defaultMicroTourListParams, search: 'Crème' },
      'fr',
    );
    expect(queryPairs(urls[1]!)).toEqual([
      'select=id,slug,price_eur,duration_hours,rating,cover_url,panorama_url,panorama_is_illustration,start_country,start_lat,start_lng,footprint_transport,translated_title:card_fr->title,translated_description:card_fr->description,translated_city:card_fr->city,translated_country:card_fr->country',
      'on_sale=eq.true',
      'search_text_fr=like.%creme%',
      // Ties by the French title (migration 0051).
      'order=price_cents.asc.nullslast,title_fr.asc',
      'offset=0',
      'limit=24',
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
