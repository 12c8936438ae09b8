import { describe, expect, it } from 'vitest';
import { parsePendingBooking } from './pending-booking';

const tourId = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
const today = '2030-03-01';
const parse = (search: string) => parsePendingBooking(new URLSearchParams(search), today);

describe('parsePendingBooking', () => {
  it('reads the tour, travelers and start date', () => {
    expect(parse(`tourId=${tourId}&travelers=3&startDate=2030-04-02`)).toEqual({
      tourId,
      travelers: 3,
      startDate: '2030-04-02',
    });
  });

  it('starts today with one traveler by default', () => {
    expect(parse(`tourId=${tourId}`)).toEqual({ tourId, travelers: 1, startDate: today });
    expect(parse(`tourId=${tourId}&travelers=40&startDate=2020-01-01`)).toEqual({
      tourId,
      travelers: 1,
      startDate: today,
    });
  });

  it('is null without a tour id', () => {
    expect(parse('')).toBeNull();
    expect(parse('tourId=lisbon-tram')).toBeNull();
  });
});
