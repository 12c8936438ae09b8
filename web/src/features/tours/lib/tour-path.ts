/** The detail page of a tour: by slug, or by id for a tour without one. */
export function getTourPath(tour: { slug: string; id: string }): string {
  return `/tours/${encodeURIComponent(tour.slug || tour.id)}`;
}
