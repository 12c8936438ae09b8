import { useSearchParams } from 'react-router';
import { parseListState, withListState, type ListSpec, type ListState } from '../lib/list-state';

/**
 * A server-paged list's search, page and sort, read from and written to the address. Turning a
 * page is a history entry (Back returns to it); typing a search or choosing a sort replaces the
 * entry and starts again at page 1.
 */
export function useListUrlState<Sort extends string>(spec: ListSpec<Sort>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListState(searchParams, spec);

  function update(changes: Partial<ListState<Sort>>, { push = false } = {}) {
    setSearchParams(
      (current) => withListState(current, spec, { ...parseListState(current, spec), ...changes }),
      {
        replace: !push,
        preventScrollReset: true,
      },
    );
  }

  /** Sets another parameter of the list (a status filter) and goes back to page 1. */
  function setFilter(name: string, value: string | null) {
    setSearchParams(
      (current) => {
        const next = withListState(current, spec, { ...parseListState(current, spec), page: 1 });
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return {
    state,
    searchParams,
    setSearch: (search: string) => update({ search, page: 1 }),
    setPage: (page: number) => update({ page }, { push: true }),
    /** Corrects a page past the end without a history entry. */
    replacePage: (page: number) => update({ page }),
    setSort: (sort: Sort, descending: boolean) => update({ sort, descending, page: 1 }),
    setFilter,
  };
}

export type ListUrlState<Sort extends string> = ReturnType<typeof useListUrlState<Sort>>;
