/** The catalogue's change history; every admin change to the catalogue invalidates it. */
export const catalogueAuditKeys = {
  all: ['catalogue-audit'] as const,
};
