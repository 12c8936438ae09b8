import { describe, expect, it } from 'vitest';
import { buildGalleryUrls } from './detail-gallery';

const cover = '/storage/v1/object/public/tours/x/cover.jpg';
const first = '/storage/v1/object/public/tours/x/gallery/1.jpg';
const second = '/storage/v1/object/public/tours/x/gallery/2.jpg';

describe('buildGalleryUrls', () => {
  it('puts the cover first and keeps the gallery order', () => {
    expect(buildGalleryUrls(cover, [first, second])).toEqual([cover, first, second]);
  });

  it('shows a picture only once', () => {
    expect(buildGalleryUrls(cover, [first, cover, first, second])).toEqual([cover, first, second]);
  });

  it('drops a missing cover and blank entries', () => {
    expect(buildGalleryUrls(null, ['', '  ', first])).toEqual([first]);
    expect(buildGalleryUrls(null, [])).toEqual([]);
  });
});
