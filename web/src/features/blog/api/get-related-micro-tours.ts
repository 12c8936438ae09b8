import type { Locale } from '@app/domain/locales';
import { titleSortColumn } from '@app/domain/title-sort';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { readBudgetMicroTours, type BudgetMicroTour } from './get-budget-micro-tours';
import { microTourKeys } from '../../../lib/micro-tour-keys';

export const RELATED_TOURS_COUNT = 4;

/**
 * Up to 4 micro-tours for an article: the best rated in the cities it writes about, topped up
 * with the cheapest best-rated tours anywhere when those cities have fewer; in `locale` (the
 * page's language).
 */
export async function getRelatedMicroTours(
  cities: readonly string[],
  locale: Locale = pageLocale,
): Promise<BudgetMicroTour[]> {
  const catalogue = await getCatalogue();
  let related: BudgetMicroTour[] = [];
  if (cities.length > 0) {
    related = await readBudgetMicroTours(
      locale,
      async (columns) => {
        const { data, error } = await catalogue
          .from('micro_tours')
          .select(columns)
          .eq('on_sale', true)
          .in('city', cities)
          .order('rating', { ascending: false, nullsFirst: false })
          .order(titleSortColumn(locale), { ascending: true })
          .limit(RELATED_TOURS_COUNT);
        if (error) throw error;
        return data;
      },
      catalogue,
    );
  }
  if (related.length >= RELATED_TOURS_COUNT) return related;

  const fallback = await readBudgetMicroTours(
    locale,
    async (columns) => {
      const { data, error } = await catalogue
        .from('micro_tours')
        .select(columns)
        .eq('on_sale', true)
        .order('price_cents', { ascending: true })
        .order('rating', { ascending: false, nullsFirst: false })
        .order(titleSortColumn(locale), { ascending: true })
        .limit(RELATED_TOURS_COUNT + related.length);
      if (error) throw error;
      return data;
    },
    catalogue,
  );
  return topUpTours(related, fallback);
}

/** The related tours followed by the fallback tours not among them, 4 in all at most. */
export function topUpTours<T extends { id: string }>(related: T[], fallback: T[]): T[] {
  const shown = new Set(related.map((tour) => tour.id));
  return [...related, ...fallback.filter((tour) => !shown.has(tour.id))].slice(
    0,
    RELATED_TOURS_COUNT,
  );
}

export const relatedMicroToursQueryOptions = (cities: readonly string[]) =>
  queryOptions({
    queryKey: microTourKeys.inCities(cities),
    queryFn: () => getRelatedMicroTours(cities),
    staleTime: 5 * 60 * 1000,
  });

export const useRelatedMicroTours = (cities: readonly string[]) =>
  useQuery(relatedMicroToursQueryOptions(cities));
