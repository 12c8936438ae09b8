import type { MicroTourImageStatus } from '@app/domain/admin-lists';

export type ImageStatus = MicroTourImageStatus;

interface MicroTourImages {
  cover_url: string | null;
  gallery_count: number;
}

const hasCover = (tour: MicroTourImages) => (tour.cover_url ?? '').trim() !== '';

/**
 * Complete: a cover and at least one gallery picture; partial: one of the two; missing: neither.
 * The database counts and filters by the same rule (admin_micro_tours, admin_micro_tour_counts).
 */
export function getImageStatus(tour: MicroTourImages): ImageStatus {
  const parts = Number(hasCover(tour)) + Number(tour.gallery_count > 0);
  return parts === 2 ? 'complete' : parts === 1 ? 'partial' : 'missing';
}

/** '✓ Cover | ✓ Gallery (3)', with ✗ for a part that is missing. */
export function describeImages(tour: MicroTourImages): string {
  const count = tour.gallery_count;
  const cover = hasCover(tour) ? '✓ Cover' : '✗ Cover';
  const gallery = count > 0 ? `✓ Gallery (${count})` : '✗ Gallery';
  return `${cover} | ${gallery}`;
}
