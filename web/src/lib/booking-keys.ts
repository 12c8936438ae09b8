export const bookingKeys = {
  /** A member's bookings (the dashboard's list); booking anything invalidates it. */
  member: (userId: string) => ['bookings', userId] as const,
  /** A member's waiting-list entries: under member(), so refreshing the bookings refreshes them. */
  waitlist: (userId: string) => [...bookingKeys.member(userId), 'waitlist'] as const,
};
