import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  defaultMicroTourListParams,
  parseMicroTourSearchParams,
  toMicroTourQueryString,
  type MicroTourListParams,
} from './micro-tour-search-params';

export type MicroTourFilterChange = Partial<Omit<MicroTourListParams, 'page'>>;

/**
 * The list's state lives in the URL query. A filter or sort change goes back to page 1. The
 * router's scroll reset is skipped: the list decides itself when to scroll.
 */
export function useMicroTourListParams() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseMicroTourSearchParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: MicroTourListParams) => MicroTourListParams, replace = false) => {
      // The address bar holds the latest state, also between two renders.
      const current = parseMicroTourSearchParams(new URLSearchParams(window.location.search));
      void navigate(
        { search: toMicroTourQueryString(change(current)) },
        { replace, preventScrollReset: true },
      );
    },
    [navigate],
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
