/**
 * Every tour query sits under tourKeys.all, so one invalidation after a tour changes (an admin
 * edit, a booking, a picture fixed) refreshes the lists, the details and the admin's views.
 */
export const tourKeys = {
  all: ['tours'] as const,
  list: <Filters>(filters: Filters) => [...tourKeys.all, 'list', filters] as const,
  detail: (idOrSlug: string) => [...tourKeys.all, 'detail', idOrSlug] as const,
  filterOptions: () => [...tourKeys.all, 'filter-options'] as const,
  categoryCounts: () => [...tourKeys.all, 'category-counts'] as const,
  addons: (tourId: string | undefined, category: string | undefined) =>
    [...tourKeys.all, 'addons', tourId, category] as const,
  adminList: () => [...tourKeys.all, 'admin', 'list'] as const,
  /** One page of the admin's server-paged tour list (under adminList). */
  adminPage: <Args>(args: Args) => [...tourKeys.adminList(), 'page', args] as const,
  /** The edit picker's first matches of a search. */
  adminMatches: (search: string, limit: number) =>
    [...tourKeys.adminList(), 'matches', search, limit] as const,
  adminDetail: (id: string) => [...tourKeys.all, 'admin', 'detail', id] as const,
};
