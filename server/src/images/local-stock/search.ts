import { foldText, type StockPhoto } from '@app/domain/image-scoring';

export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

const ignored = new Set(['a', 'an', 'the', 'of', 'in', 'at', 'by', 'near', 'and', 'on', 'to']);

export function queryWords(query: string): string[] {
  return [...new Set(words(query))].filter((word) => !ignored.has(word));
}

export function photoWords(photo: StockPhoto): Set<string> {
  return new Set(
    words(
      [
        ...photo.tags,
        photo.description ?? '',
        photo.location.city ?? '',
        photo.location.country ?? '',
      ].join(' '),
    ),
  );
}

/** Photos matching at least one query word, most words first; ties keep the library's order. */
export function rankPhotos(
  photos: readonly { photo: StockPhoto; words: ReadonlySet<string> }[],
  query: string,
  limit: number,
): StockPhoto[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [];
  const hits: { photo: StockPhoto; matches: number; order: number }[] = [];
  photos.forEach(({ photo, words: have }, order) => {
    const matches = wanted.filter((word) => have.has(word)).length;
    if (matches > 0) hits.push({ photo, matches, order });
  });
  hits.sort((a, b) => b.matches - a.matches || a.order - b.order);
  return hits.slice(0, limit).map((hit) => hit.photo);
}
