import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router';
import { addressBarQuery } from '../../../lib/address-bar';
import { listQueryOf, readListView, withListView } from '../../../lib/list-view';
import { typedSearchNavigation } from '../../../lib/typed-search-history';
import {
  defaultMicroTourListParams,
  parseMicroTourSearchParams,
  toMicroTourQueryString,
  type MicroTourListParams,
} from './micro-tour-search-params';

export type MicroTourFilterChange = Partial<Omit<MicroTourListParams, 'page'>>;

/**
 * The list's state lives in the URL query. A filter or sort change goes back to page 1, in the
 * view (list or map) the page shows. The router's scroll reset is skipped: the list decides
 * itself when to scroll.
 */
export function useMicroTourListParams() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const listQuery = listQueryOf(searchParams);
  const params = useMemo(
    () => parseMicroTourSearchParams(new URLSearchParams(listQuery)),
    [listQuery],
  );
  const update = useCallback(
    (
      change: (current: MicroTourListParams) => MicroTourListParams,
      navigation: NavigateOptions = {},
    ) => {
      const address = addressBarQuery();
      const current = parseMicroTourSearchParams(address);
      const search = withListView(toMicroTourQueryString(change(current)), readListView(address));
      if (search === window.location.search) return;
      void navigate({ search }, { ...navigation, preventScrollReset: true });
    },
    [navigate],
  );

  /** `isTypedSearch`: the search box's own commit, one history entry per typing run. */
  const changeFilters = useCallback(
    (filters: MicroTourFilterChange, options?: { isTypedSearch?: boolean }) =>
      update(
        (current) => ({ ...current, ...filters, page: 1 }),
        options?.isTypedSearch ? typedSearchNavigation() : {},
      ),
    [update],
  );
  const changePage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      update((current) => ({ ...current, page }), { replace: options?.replace }),
    [update],
  );
  const clearAll = useCallback(() => update(() => defaultMicroTourListParams), [update]);

  return { params, changeFilters, changePage, clearAll };
}
