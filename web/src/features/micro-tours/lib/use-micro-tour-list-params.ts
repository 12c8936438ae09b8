import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultMicroTourListParams,
  parseMicroTourSearchParams,
  toMicroTourSearchParams,
  type MicroTourListParams,
} from './micro-tour-search-params';

export type MicroTourFilterChange = Partial<Omit<MicroTourListParams, 'page'>>;

/**
 * The list's state lives in the URL query. A filter or sort change goes back to page 1; the
 * header's scroll-to-top on navigation is skipped because the list scrolls itself.
 */
export function useMicroTourListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseMicroTourSearchParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: MicroTourListParams) => MicroTourListParams, replace = false) => {
      setSearchParams(
        (previous) => toMicroTourSearchParams(change(parseMicroTourSearchParams(previous))),
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const changeFilters = useCallback(
    (filters: MicroTourFilterChange, options?: { replace?: boolean }) =>
      update((current) => ({ ...current, ...filters, page: 1 }), options?.replace),
    [update],
  );
  const changePage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      update((current) => ({ ...current, page }), options?.replace),
    [update],
  );
  const clearAll = useCallback(() => update(() => defaultMicroTourListParams), [update]);

  return { params, changeFilters, changePage, clearAll };
}
