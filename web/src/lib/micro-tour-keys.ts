/** Every micro-tour query sits under microTourKeys.all: one invalidation refreshes them all. */
export const microTourKeys = {
  all: ['micro-tours'] as const,
  list: <Params>(params: Params) => [...microTourKeys.all, 'list', params] as const,
  top: () => [...microTourKeys.all, 'top'] as const,
  filterOptions: () => [...microTourKeys.all, 'filter-options'] as const,
  detail: (idOrSlug: string) => [...microTourKeys.all, 'detail', idOrSlug] as const,
  /** The short row a pending booking shows. */
  pendingBooking: (id: string) => [...microTourKeys.all, 'detail', 'by-id', id] as const,
  /** Others from the same country, for a micro-tour's page. */
  sameCountry: (country: string, currentId: string) =>
    [...microTourKeys.all, 'related', country, currentId] as const,
  /** Those an article about these cities shows. */
  inCities: (cities: readonly string[]) => [...microTourKeys.all, 'related', ...cities] as const,
  atPrice: (priceEur: number) => [...microTourKeys.all, 'budget', priceEur] as const,
  adminList: () => [...microTourKeys.all, 'admin', 'list'] as const,
  adminPage: <Args>(imageStatus: string | null, args: Args) =>
    [...microTourKeys.adminList(), 'page', imageStatus, args] as const,
  /** Every micro-tour by image status, counted in the database. */
  adminCounts: () => [...microTourKeys.adminList(), 'counts'] as const,
  adminDetail: (id: string) => [...microTourKeys.all, 'admin', 'detail', id] as const,
};
