import { describe, expect, it, vi } from 'vitest';
import { queryPairs, recordSupabaseRequests } from '../../../../test/recording-supabase';
import { getSupabase } from '../../../lib/supabase';
import { getBudgetMicroTours } from './get-budget-micro-tours';

vi.mock('../../../lib/supabase');

const urls = recordSupabaseRequests(getSupabase);

describe('getBudgetMicroTours (spec 7, blog budget tabs)', () => {
  it('asks for one price in cents, by city then rating', async () => {
    await getBudgetMicroTours(10);
    expect(queryPairs(urls[0]!).slice(1)).toEqual([
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
