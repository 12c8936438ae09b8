import type { MicroTour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { exactCents } from '../../../lib/integer-filters';
import { microTourKeys } from '../../../lib/micro-tour-keys';

export const BUDGET_TOURS_PER_PRICE = 8;

/** What a compact budget card shows. */
export type BudgetMicroTour = Pick<
  MicroTour,
  | 'id'
  | 'slug'
  | 'title'
  | 'city'
  | 'country'
  | 'price_eur'
  | 'duration_hours'
  | 'rating'
  | 'cover_url'
>;

export const BUDGET_MICRO_TOUR_COLUMNS =
  'id, slug, title, city, country, price_eur, duration_hours, rating, cover_url';

/** Up to 8 micro-tours at one price, by city A–Z, then best rated first (unrated last). */
export async function getBudgetMicroTours(priceEur: number): Promise<BudgetMicroTour[]> {
  // Filtered on whole cents (decision 004); a price with a fraction of a cent has no tours.
  const priceCents = exactCents(priceEur);
  if (priceCents === null) return [];
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('micro_tours')
    .select(BUDGET_MICRO_TOUR_COLUMNS)
    .eq('price_cents', priceCents)
    .order('city', { ascending: true })
    .order('rating', { ascending: false, nullsFirst: false })
    .limit(BUDGET_TOURS_PER_PRICE);
  if (error) throw error;
  return data;
}

export const budgetMicroToursQueryOptions = (priceEur: number) =>
  queryOptions({
    queryKey: microTourKeys.atPrice(priceEur),
    queryFn: () => getBudgetMicroTours(priceEur),
    staleTime: 5 * 60 * 1000,
  });

export const useBudgetMicroTours = (priceEur: number) =>
  useQuery(budgetMicroToursQueryOptions(priceEur));
