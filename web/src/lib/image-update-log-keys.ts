/** The image tools' log; every fix run invalidates it. */
export const imageUpdateLogKeys = {
  all: ['image-update-logs'] as const,
};
