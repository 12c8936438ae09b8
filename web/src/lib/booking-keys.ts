export const bookingKeys = {
  /** A member's bookings (the dashboard's list); booking anything invalidates it. */
  member: (userId: string) => ['bookings', userId] as const,
};
