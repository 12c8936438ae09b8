import { describe, expect, it, vi } from 'vitest';
import { queryPairs, recordCatalogueRequests } from '../../../../test/recording-supabase';
import { getCatalogue } from '../../../lib/catalogue-client';
import { getTourCategoryCounts } from './get-tour-category-counts';

vi.mock('../../../lib/catalogue-client');

const urls = recordCatalogueRequests(getCatalogue);

describe('getTourCategoryCounts', () => {
  it('asks for one count per category and reads the counts', async () => {
    expect(await getTourCategoryCounts()).toEqual({ eco: 0, gastro: 0, 'no-flight-europe': 0 });
    expect(urls.map((url) => [url.pathname, ...queryPairs(url)])).toEqual([
      ['/rest/v1/tours', 'select=id', 'on_sale=eq.true', 'category=eq.eco'],
      ['/rest/v1/tours', 'select=id', 'on_sale=eq.true', 'category=eq.gastro'],
      ['/rest/v1/tours', 'select=id', 'on_sale=eq.true', 'category=eq.no-flight-europe'],
    ]);
  });
});
