import { describe, expect, it } from 'vitest';
import { publicObjectOf } from './storage-urls.js';

describe('publicObjectOf', () => {
  it.each([
    ['/storage/v1/object/public/tours/alps/cover.jpg', { bucket: 'tours', key: 'alps/cover.jpg' }],
    [
      'http://127.0.0.1:3000/storage/v1/object/public/tours/a%20b/gallery/1.jpg?v=2',
      { bucket: 'tours', key: 'a b/gallery/1.jpg' },
    ],
  ])('reads %s', (url, object) => {
    expect(publicObjectOf(url)).toEqual(object);
  });

  it.each([
    'https://images.example/photo.jpg',
    '/storage/v1/object/public/tours',
    '/storage/v1/object/tours/private.jpg',
    '/storage/v1/object/public/tours/bad%zz.jpg',
    'http://[',
  ])('names no object for %s', (url) => {
    expect(publicObjectOf(url)).toBeNull();
  });
});
