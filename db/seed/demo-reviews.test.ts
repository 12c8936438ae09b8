import { describe, expect, it } from 'vitest';
import { buildDemoReviews, demoTravellers, starsFor } from './demo-reviews.js';

const mean = (stars: number[]) =>
  Math.round((stars.reduce((sum, s) => sum + s, 0) / stars.length) * 10) / 10;

describe('the demo ratings as reviews', () => {
  it('gives every rating one decimal from 1.0 to 5.0 stars whose mean is that rating', () => {
    for (let tenths = 10; tenths <= 50; tenths++) {
      const rating = tenths / 10;
      const stars = starsFor(rating, `r${tenths}`);
      expect(stars.length).toBeGreaterThanOrEqual(3);
      expect(stars.length).toBeLessThanOrEqual(demoTravellers.length);
      expect(stars.every((s) => Number.isInteger(s) && s >= 1 && s <= 5)).toBe(true);
      expect(mean(stars), String(rating)).toBe(rating);
    }
  });

  it('has each review of a listing from another traveller, on a past day, with a fixed id', () => {
    const today = new Date('2026-12-03T12:00:00Z');
    const listings = [
      { kind: 'tour' as const, slug: 'a', rating: 4.7 },
      { kind: 'micro_tour' as const, slug: 'b', rating: null },
    ];
    const reviews = buildDemoReviews(listings, today);
    expect(new Set(reviews.map((r) => r.user_id)).size).toBe(reviews.length);
    expect(reviews.every((r) => r.start_date < '2026-11-13')).toBe(true);
    expect(reviews.every((r) => r.text.length >= 20)).toBe(true);
    expect(buildDemoReviews(listings, today)).toEqual(reviews);
  });
});
