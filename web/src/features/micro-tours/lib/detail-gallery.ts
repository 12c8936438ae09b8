/** The pictures a detail page shows: the cover first, then the gallery, each once, blanks dropped. */
export function buildGalleryUrls(
  coverUrl: string | null,
  galleryUrls: readonly string[],
): string[] {
  const urls = [coverUrl, ...galleryUrls]
    .map((url) => url?.trim() ?? '')
    .filter((url) => url !== '');
  return [...new Set(urls)];
}
