export const jobKeys = {
  /** The admin's list of jobs that used up their attempts. */
  failed: ['failed-jobs'] as const,
};
