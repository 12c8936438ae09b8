import { describe, expect, it } from 'vitest';
import { describeImages, getImageStatus } from './micro-tour-image-status';

const tour = (cover_url: string | null, gallery_count: number) => ({ cover_url, gallery_count });

describe('micro-tour image status', () => {
  it('is complete with a cover and a gallery, partial with one, missing with neither', () => {
    expect(getImageStatus(tour('/c.jpg', 2))).toBe('complete');
    expect(getImageStatus(tour('/c.jpg', 0))).toBe('partial');
    expect(getImageStatus(tour(null, 1))).toBe('partial');
    expect(getImageStatus(tour('  ', 0))).toBe('missing');
  });

  it('describes the parts with ticks and crosses', () => {
    expect(describeImages(tour('/c.jpg', 3))).toBe('✓ Cover | ✓ Gallery (3)');
    expect(describeImages(tour(null, 0))).toBe('✗ Cover | ✗ Gallery');
  });
});
