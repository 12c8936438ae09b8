export const staffKeys = {
  /** The accounts with a staff role (the admin panel's Guides section). */
  members: ['staff-members'] as const,
};
