export const staffKeys = {
  /** The accounts with a staff role (the admin panel's Guides section). */
  members: ['staff-members'] as const,
  /** The guides assigned to one tour ('tour') or micro-tour ('micro'). */
  assignments: (kind: 'tour' | 'micro', id: string) => ['guide-assignments', kind, id] as const,
};
