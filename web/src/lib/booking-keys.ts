export const bookingKeys = {
  /** The admin's paged lists of every booking. */
  admin: () => ['bookings', 'admin'] as const,
  adminPage: <Filters, Args>(filters: Filters, args: Args) =>
    [...bookingKeys.admin(), filters, args] as const,
  /** A member's bookings (the dashboard's list); booking anything invalidates it. */
  member: (userId: string) => ['bookings', userId] as const,
  /** A member's badges: under member(), so a booking, cancellation or review refreshes them. */
  achievements: (userId: string, homeQuery: string) =>
    [...bookingKeys.member(userId), 'achievements', homeQuery] as const,
  /** The lead traveller a member named last: the next booking's form starts from it. */
  lastContact: (userId: string) => [...bookingKeys.member(userId), 'last-contact'] as const,
  /** A member's waiting-list entries: under member(), so refreshing the bookings refreshes them. */
  waitlist: (userId: string) => [...bookingKeys.member(userId), 'waitlist'] as const,
  /** A member's places in line on some departures (the tour page's waiting list). */
  waitlistPlaces: (userId: string, departureIds: readonly string[]) =>
    [...bookingKeys.waitlist(userId), 'places', departureIds] as const,
};
