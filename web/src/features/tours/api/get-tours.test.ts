import { describe, expect, it, vi } from 'vitest';
import { queryPairs, recordCatalogueRequests } from '../../../../test/recording-supabase';
import { getCatalogue } from '../../../lib/catalogue-client';
import { defaultTourListState, type TourListState } from '../lib/tour-list-params';
import { getTours } from './get-tours';
import { readTourListPage } from './tour-list-page';

vi.mock('../../../lib/catalogue-client');

const urls = recordCatalogueRequests(getCatalogue);

const list = (changes: Partial<TourListState>) => getTours({ ...defaultTourListState, ...changes });

describe('getTours filters prices on price_cents (decision 004)', () => {
  it('asks for the screen filters with the price range in cents', async () => {
    await list({
      category: 'gastro',
      country: 'Switzerland',
      minPrice: 450,
      maxPrice: 1200,
      durationDays: 5,
    });
    expect(urls[0]!.pathname).toBe('/rest/v1/tours');
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'category=eq.gastro',
      'country=eq.Switzerland',
      'price_cents=gte.45000',
      'price_cents=lte.120000',
      'duration_days=eq.5',
      'order=title.asc,id.asc',
      'offset=0',
      'limit=24',
    ]);
  });

  it('asks the search call for the folded term, its cards and count (decisions 014, 058)', async () => {
    await list({ search: 'ŁÓDŹ', page: 3 });
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/rest/v1/rpc/search_tours');
    expect(queryPairs(urls[0]!).slice(0, -1)).toEqual([
      'locale=en',
      'phrase=lodz',
      'filters=[]',
      'sort=title',
      'ascending=true',
      'page_from=48',
      'page_size=24',
    ]);
  });

  it('past page 1 asks for the count first and never for a range past the end (no 416)', async () => {
    // The recording client answers every count with 0: page 99 is past the end.
    const page = await list({ country: 'Switzerland', page: 99 });
    expect(urls).toHaveLength(1);
    expect(urls[0]!.searchParams.has('offset')).toBe(false);
    expect(urls[0]!.searchParams.get('country')).toBe('eq.Switzerland');
    expect(page).toEqual({ tours: [], totalCount: 0, page: 99 });
  });

  it('rounds typed bounds inwards so the same tours match', async () => {
    await list({ minPrice: 99.995, maxPrice: 0.29 });
    expect(urls[0]!.searchParams.getAll('price_cents')).toEqual(['gte.10000', 'lte.29']);
    expect(urls[0]!.searchParams.has('price_eur')).toBe(false);
  });

  it('sends one bound alone and none without bounds', async () => {
    await list({ maxPrice: 80 });
    await list({});
    expect(urls[0]!.searchParams.getAll('price_cents')).toEqual(['lte.8000']);
    expect(urls[1]!.searchParams.has('price_cents')).toBe(false);
  });
});

describe('a list in another language (decision 029)', () => {
  it('searches in that language, under the other filters', async () => {
    await readTourListPage(
      await getCatalogue(),
      { ...defaultTourListState, search: 'MÜNCHEN', country: 'Germany' },
      'de',
    );
    expect(queryPairs(urls[0]!).slice(0, -1)).toEqual([
      'locale=de',
      'phrase=munchen',
      'filters=[{"column":"country","op":"eq","value":"Germany"}]',
      'sort=title',
      'ascending=true',
      'page_from=0',
      'page_size=24',
    ]);
  });
});

describe('the area param (issue 52)', () => {
  it('narrows the list to the tours starting inside it, after the other filters', async () => {
    await list({ country: 'Spain', area: { west: -9.5, south: 36.1, east: 3.35, north: 43.79 } });
    expect(queryPairs(urls[0]!).slice(1, -3)).toEqual([
      'on_sale=eq.true',
      'country=eq.Spain',
      'start_lng=gte.-9.5',
      'start_lng=lte.3.35',
      'start_lat=gte.36.1',
      'start_lat=lte.43.79',
    ]);
  });
});
