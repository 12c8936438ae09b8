export type ImageStatus = 'complete' | 'partial' | 'missing';

interface MicroTourImages {
  cover_url: string | null;
  gallery_urls: readonly string[];
}

const hasCover = (tour: MicroTourImages) => (tour.cover_url ?? '').trim() !== '';

/** Complete: a cover and at least one gallery picture; partial: one of the two; missing: neither. */
export function getImageStatus(tour: MicroTourImages): ImageStatus {
  const parts = Number(hasCover(tour)) + Number(tour.gallery_urls.length > 0);
  return parts === 2 ? 'complete' : parts === 1 ? 'partial' : 'missing';
}

/** '✓ Cover | ✓ Gallery (3)', with ✗ for a part that is missing. */
export function describeImages(tour: MicroTourImages): string {
  const count = tour.gallery_urls.length;
  const cover = hasCover(tour) ? '✓ Cover' : '✗ Cover';
  const gallery = count > 0 ? `✓ Gallery (${count})` : '✗ Gallery';
  return `${cover} | ${gallery}`;
}

export function countImageStatuses(tours: readonly MicroTourImages[]) {
  const counts = { total: tours.length, complete: 0, partial: 0, missing: 0 };
  for (const tour of tours) counts[getImageStatus(tour)] += 1;
  return counts;
}
