import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { queryClient } from '../lib/query-client';
import { microTourFilterOptionsQueryOptions } from '../features/micro-tours/api/get-micro-tour-filter-options';
import { microToursQueryOptions } from '../features/micro-tours/api/get-micro-tours';
import { microTourQueryOptions } from '../features/micro-tours/api/get-micro-tour';
import { topMicroToursQueryOptions } from '../features/micro-tours/api/get-top-micro-tours';
import {
  needsPlaceCheck,
  parseMicroTourSearchParams,
} from '../features/micro-tours/lib/micro-tour-search-params';
import { tourFilterOptionsQueryOptions } from '../features/tours/api/get-tour-filter-options';
import { tourQueryOptions } from '../features/tours/api/get-tour';
import { toursQueryOptions } from '../features/tours/api/get-tours';
import { checkPriceRange } from '../features/tours/lib/price-range';
import { parseTourListParams } from '../features/tours/lib/tour-list-params';

// TanStack's option types differ per query; the loader only hands them on to prefetchQuery.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A route loader that starts the page's main queries without waiting for them, so the data is
 * on its way while the page's code loads. The page reads the same queries from the cache.
 */
function prefetch(queries: (args: LoaderFunctionArgs) => AnyQuery[]) {
  return (args: LoaderFunctionArgs) => {
    for (const query of queries(args)) void queryClient.prefetchQuery(query);
    return null;
  };
}

/**
 * A list's loader only starts its queries early, while the page's code loads. Within the page (a
 * filter, a page of results, the list or the map) the page is here and asks for what it needs
 * itself: running the loader again would only cost each change a second render.
 */
export const onArrivalOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

const searchParamsOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

export const prefetchHome = prefetch(() => [topMicroToursQueryOptions()]);

export const prefetchMicroTours = prefetch((args) => {
  const params = parseMicroTourSearchParams(searchParamsOf(args));
  return [
    microTourFilterOptionsQueryOptions(),
    ...(needsPlaceCheck(params) ? [] : [microToursQueryOptions(params)]),
  ];
});

export const prefetchMicroTour = prefetch(({ params }) => [
  microTourQueryOptions(params.slug ?? ''),
]);

export const prefetchTours = prefetch((args) => {
  const state = parseTourListParams(searchParamsOf(args));
  // A price range that cannot match is not asked for (the page says why).
  const canMatch = checkPriceRange(state.minPrice, state.maxPrice) === null;
  return [...(canMatch ? [toursQueryOptions(state)] : []), tourFilterOptionsQueryOptions()];
});

export const prefetchTour = prefetch(({ params }) => [tourQueryOptions(params.slug ?? '')]);

/**
 * An article's body is asked for alongside the page's code, but from the module that knows where
 * each body is: the map of every body in every language stays out of the entry, which every page
 * loads (the article page imports the same module, so nothing extra is downloaded).
 */
export function prefetchArticle({ params }: LoaderFunctionArgs) {
  void import('../features/blog/api/get-article-body')
    .then(({ articleBodyQueryOptions }) =>
      queryClient.prefetchQuery(articleBodyQueryOptions(params.slug ?? '')),
    )
    .catch(() => undefined); // The page's own import of the module shows a failure.
  return null;
}
