/** The files stored for tours, by the tour's slug (its storage folder). */
export const tourFileKeys = {
  all: ['tour-files'] as const,
  forSlug: (slug: string) => [...tourFileKeys.all, slug] as const,
};
