import { describe, expect, it } from 'vitest';
import {
  checkoutReturnPath,
  storedTopUpResumeSchema,
  topUpResumeInputSchema,
} from './topup-resume.js';

const topUpId = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
const tourId = '0b6c9a52-4a5e-4b8e-9a1f-6e2d7c3b1a90';

describe('the way back from Checkout', () => {
  it('is the tour page for a tour or its waiting list, with the attempt only', () => {
    const book = storedTopUpResumeSchema.parse({
      kind: 'book_tour',
      tour_id: tourId,
      slug: 'julian-alps-by-rail',
      start_date: '2030-05-01',
      travelers: 2,
      addon_ids: [],
    });
    expect(checkoutReturnPath(book, topUpId, 'success')).toBe(
      `/tours/julian-alps-by-rail?checkout=success&topup=${topUpId}`,
    );
    const join = storedTopUpResumeSchema.parse({
      kind: 'join_waitlist',
      departure_id: topUpId,
      tour_id: tourId,
      slug: 'julian-alps-by-rail',
      start_date: '2030-05-01',
      travelers: 1,
    });
    expect(checkoutReturnPath(join, topUpId, 'cancelled')).toBe(
      `/tours/julian-alps-by-rail?checkout=cancelled&topup=${topUpId}`,
    );
  });

  it("is the wallet's pending booking for a micro-tour, and the wallet without a choice", () => {
    const micro = storedTopUpResumeSchema.parse({
      kind: 'book_micro_tour',
      micro_tour_id: tourId,
      start_date: '2030-05-01',
      travelers: 3,
    });
    expect(checkoutReturnPath(micro, topUpId, 'success')).toBe(
      `/wallet?tourId=${tourId}&travelers=3&startDate=2030-05-01&checkout=success&topup=${topUpId}`,
    );
    expect(checkoutReturnPath(null, topUpId, 'cancelled')).toBe(
      `/wallet?checkout=cancelled&topup=${topUpId}`,
    );
  });

  it('is always a path of this site: a slug that would leave it is no stored choice', () => {
    for (const slug of ['//evil.example', '../admin', 'a/b', 'https:', 'UPPER', '']) {
      expect(
        storedTopUpResumeSchema.safeParse({
          kind: 'book_tour',
          tour_id: tourId,
          slug,
          start_date: '2030-05-01',
          travelers: 1,
          addon_ids: [],
        }).success,
      ).toBe(false);
    }
    expect(() => checkoutReturnPath(null, '/evil', 'success')).toThrow();
  });

  it('takes from the browser ids, a day and a count only', () => {
    const base = { kind: 'book_tour', tour_id: tourId, start_date: '2030-05-01', travelers: 2 };
    expect(topUpResumeInputSchema.parse(base)).toEqual({ ...base, addon_ids: [] });
    for (const bad of [
      { ...base, slug: 'x' },
      { ...base, total_eur: 1 },
      { ...base, travelers: 13 },
      { ...base, addon_ids: Array.from({ length: 51 }, () => tourId) },
      { kind: 'join_waitlist', departure_id: 'x', travelers: 1 },
    ]) {
      expect(topUpResumeInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});
