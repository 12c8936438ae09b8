/** The image tools' log; every fix run invalidates it. */
export const imageUpdateLogKeys = {
  all: ['image-update-logs'] as const,
  page: <Args>(action: string | null, args: Args) =>
    [...imageUpdateLogKeys.all, 'page', action, args] as const,
};
