import { describe, expect, it, vi } from 'vitest';
import { queryPairs, recordCatalogueRequests } from '../../../../test/recording-supabase';
import { getCatalogue } from '../../../lib/catalogue-client';
import { getBudgetMicroTours } from './get-budget-micro-tours';

vi.mock('../../../lib/catalogue-client');

const urls = recordCatalogueRequests(getCatalogue);

describe('getBudgetMicroTours (the blog budget tabs)', () => {
  it('asks for one price in cents, by city then rating', async () => {
    await getBudgetMicroTours(10);
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'price_cents=eq.1000',
      'order=city.asc,rating.desc.nullslast',
      'limit=8',
    ]);
  });

  it('asks a German page’s tours with their German title and place, in the same order', async () => {
    await getBudgetMicroTours(10, 'de');
    expect(queryPairs(urls[0]!)).toEqual([
      'select=id,slug,price_eur,duration_hours,rating,cover_url,' +
        'translated_title:card_de->title,translated_city:card_de->city,' +
        'translated_country:card_de->country',
      'on_sale=eq.true',
      'price_cents=eq.1000',
      'order=city.asc,rating.desc.nullslast',
      'limit=8',
    ]);
  });

  it('answers a price with a fraction of a cent with no tours, without asking', async () => {
    await expect(getBudgetMicroTours(10.005)).resolves.toEqual([]);
    expect(urls).toHaveLength(0);
  });
});
