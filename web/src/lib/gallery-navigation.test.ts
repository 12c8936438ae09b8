import { describe, expect, it } from 'vitest';
import { getSwipeDirection, stepGalleryIndex } from './gallery-navigation';

describe('stepGalleryIndex', () => {
  it('moves forward and back', () => {
    expect(stepGalleryIndex(0, 1, 4)).toBe(1);
    expect(stepGalleryIndex(2, -1, 4)).toBe(1);
  });

  it('wraps around at both ends', () => {
    expect(stepGalleryIndex(3, 1, 4)).toBe(0);
    expect(stepGalleryIndex(0, -1, 4)).toBe(3);
  });

  it('stays at 0 for an empty gallery', () => {
    expect(stepGalleryIndex(0, 1, 0)).toBe(0);
  });
});

describe('getSwipeDirection', () => {
  it('reads a leftward swipe as next and a rightward one as previous', () => {
    expect(getSwipeDirection(-80, 10)).toBe('next');
    expect(getSwipeDirection(80, -10)).toBe('previous');
  });

  it('ignores short or mostly vertical movements', () => {
    expect(getSwipeDirection(-49, 0)).toBeNull();
    expect(getSwipeDirection(60, 90)).toBeNull();
    expect(getSwipeDirection(0, 0)).toBeNull();
  });
});
