export const reviewKeys = {
  all: ['reviews'] as const,
  /** One page of a tour's or micro-tour's visible reviews. */
  listing: (kind: 'tour' | 'micro_tour', id: string, page: number) =>
    [...reviewKeys.all, 'listing', kind, id, page] as const,
  listings: () => [...reviewKeys.all, 'listing'] as const,
  /** The member's trips that took place, with their reviews: keyed by member. */
  trips: (userId: string) => [...reviewKeys.all, 'trips', userId] as const,
  /** One page of the admin's list. */
  admin: (page: number) => [...reviewKeys.all, 'admin', page] as const,
  admins: () => [...reviewKeys.all, 'admin'] as const,
};
