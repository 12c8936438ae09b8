import { describe, expect, it } from 'vitest';
import {
  coverPath,
  createUniqueFileName,
  droppedOverrideKeys,
  galleryPath,
  nextGalleryNumbers,
  overridePath,
  toursKeyOf,
  withVersion,
} from './storage-paths';
import { getFileName, getGalleryItems, toGalleryOverride } from './gallery-items';

describe('storage paths', () => {
  it('put the cover and gallery pictures in the tour folder', () => {
    expect(coverPath('lake-walk')).toBe('lake-walk/cover.jpg');
    expect(galleryPath('lake-walk', 3)).toBe('lake-walk/gallery/3.jpg');
  });

  it('put overrides in files of their own, never on an original', () => {
    expect(overridePath('lake-walk', 'cover', '1-ab.jpg')).toBe(
      'lake-walk/overrides/cover-1-ab.jpg',
    );
    expect(overridePath('lake-walk', 'gallery')).toMatch(
      /^lake-walk\/overrides\/gallery-\d+-[0-9a-f]{8}\.jpg$/,
    );
    expect(overridePath('lake-walk', 'cover')).not.toBe(overridePath('lake-walk', 'cover'));
  });

  it('read the bucket key of a public URL, full or a path', () => {
    expect(
      toursKeyOf('https://x.test/storage/v1/object/public/tours/a/overrides/c%201.jpg?v=2'),
    ).toBe('a/overrides/c 1.jpg');
    expect(toursKeyOf('/storage/v1/object/public/tours/a/cover.jpg')).toBe('a/cover.jpg');
    expect(toursKeyOf('/storage/v1/object/public/covers/a.jpg')).toBeNull();
    expect(toursKeyOf('https://images.example/a.jpg')).toBeNull();
  });

  it('find the override files a change stops showing, and only those', () => {
    const url = (key: string) => `https://x.test/storage/v1/object/public/tours/${key}`;
    const before = [
      url('a/overrides/cover-1.jpg'),
      url('a/overrides/gallery-2.jpg'),
      url('a/overrides/gallery-3.jpg'),
      url('a/gallery/1.jpg'),
      url('b/overrides/cover-9.jpg'),
    ];
    const after = [url('a/cover.jpg'), url('a/gallery/1.jpg'), url('a/overrides/gallery-3.jpg')];
    expect(droppedOverrideKeys('a', before, after)).toEqual([
      'a/overrides/cover-1.jpg',
      'a/overrides/gallery-2.jpg',
    ]);
    // An override still shown elsewhere in the tour (as its cover, say) is kept.
    expect(
      droppedOverrideKeys(
        'a',
        [url('a/overrides/cover-1.jpg')],
        [url('a/overrides/cover-1.jpg?v=1')],
      ),
    ).toEqual([]);
    expect(droppedOverrideKeys('a', [null, undefined], [])).toEqual([]);
  });

  it('number new gallery files after the ones in use', () => {
    expect(nextGalleryNumbers([], 2)).toEqual([1, 2]);
    const used = [
      'https://x.test/storage/v1/object/public/tours/a/gallery/4.jpg?v=1',
      '/other.png',
    ];
    expect(nextGalleryNumbers(used, 3)).toEqual([5, 6, 7]);
  });

  it('make unique names from the time and a random part', () => {
    expect(createUniqueFileName('jpg', 1700000000000, 'ab12cd34')).toBe(
      '1700000000000-ab12cd34.jpg',
    );
    expect(createUniqueFileName()).not.toBe(createUniqueFileName());
  });

  it('version a fixed path', () => {
    expect(withVersion('/a/cover.jpg', 5)).toBe('/a/cover.jpg?v=5');
    expect(withVersion('/a/cover.jpg?x=1', 5)).toBe('/a/cover.jpg?x=1&v=5');
  });
});

describe('gallery items', () => {
  it('show the overrides when there are any, else the originals', () => {
    expect(getGalleryItems({ gallery: ['/g/1.jpg'], gallery_override: ['/o/2.jpg'] })).toEqual([
      { id: '/o/2.jpg', url: '/o/2.jpg', isOverride: true, filename: '2.jpg' },
    ]);
    expect(getGalleryItems({ gallery: ['/g/1.jpg'], gallery_override: [] })).toEqual([
      { id: '/g/1.jpg', url: '/g/1.jpg', isOverride: false, filename: '1.jpg' },
    ]);
  });

  it('name a file by its last path part without the query', () => {
    expect(getFileName('https://x.test/tours/a/gallery/3.jpg?v=9')).toBe('3.jpg');
  });

  it('keep at most ten pictures in an override', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ url: `/${i}.jpg` }));
    expect(toGalleryOverride(items)).toHaveLength(10);
  });
});
