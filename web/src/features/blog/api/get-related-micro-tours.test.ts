import { describe, expect, it, vi } from 'vitest';
import { queryPairs, recordCatalogueRequests } from '../../../../test/recording-supabase';
import { getCatalogue } from '../../../lib/catalogue-client';
import { getRelatedMicroTours, topUpTours } from './get-related-micro-tours';

vi.mock('../../../lib/catalogue-client');

const urls = recordCatalogueRequests(getCatalogue);

describe('getRelatedMicroTours (blog article page)', () => {
  it("asks for the best rated tours in the article's cities, then tops up with cheap ones", async () => {
    // The recording client finds no tours, so the top-up is asked for too.
    await expect(getRelatedMicroTours(['Porto', 'San Sebastián'])).resolves.toEqual([]);
    expect(urls).toHaveLength(2);
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'city=in.(Porto,San Sebastián)',
      'order=rating.desc.nullslast,title.asc',
      'limit=4',
    ]);
    expect(queryPairs(urls[1]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'order=price_cents.asc,rating.desc.nullslast,title.asc',
      'limit=4',
    ]);
  });

  it('asks only for the cheapest best-rated tours when the article names no city', async () => {
    await getRelatedMicroTours([]);
    expect(urls).toHaveLength(1);
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
      'on_sale=eq.true',
      'order=price_cents.asc,rating.desc.nullslast,title.asc',
      'limit=4',
    ]);
  });

  it('asks a German page’s tours with their German title and place, filtered on the English city', async () => {
    await getRelatedMicroTours(['Porto'], 'de');
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(queryPairs(url)[0]).toBe(
        'select=id,slug,price_eur,duration_hours,rating,cover_url,' +
          'translated_title:card_de->title,translated_city:card_de->city,' +
          'translated_country:card_de->country',
      );
    }
    expect(queryPairs(urls[0]!)[2]).toBe('city=in.(Porto)');
    // Ties in the order the page's titles read in (migration 0051).
    expect(urls.map((url) => url.searchParams.get('order'))).toEqual([
      'rating.desc.nullslast,title_de.asc',
      'price_cents.asc,rating.desc.nullslast,title_de.asc',
    ]);
  });
});

describe('topUpTours', () => {
  const tours = (...ids: string[]) => ids.map((id) => ({ id }));

  it('keeps the related tours first and skips fallback tours already shown', () => {
    expect(topUpTours(tours('a', 'b'), tours('b', 'c', 'd', 'e'))).toEqual(
      tours('a', 'b', 'c', 'd'),
    );
  });

  it('shows at most four tours', () => {
    expect(topUpTours(tours('a', 'b', 'c', 'd', 'e'), [])).toEqual(tours('a', 'b', 'c', 'd'));
    expect(topUpTours([], tours('a'))).toEqual(tours('a'));
  });
});
