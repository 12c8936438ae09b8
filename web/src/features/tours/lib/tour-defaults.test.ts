import { describe, expect, it } from 'vitest';
import { buildDefaultItinerary, getTourContent } from './tour-defaults';

const tour = {
  country: 'Belgium',
  duration_days: 2,
  highlights: [],
  itinerary: [],
  included: [],
  not_included: [],
};

describe('default tour content', () => {
  it.each([
    [1, 3],
    [2, 3],
    [3, 3],
    [5, 5],
    [7, 7],
    [8, 7],
    [21, 7],
  ])('plans a %i-day tour over %i days', (days, expected) => {
    const itinerary = buildDefaultItinerary({ country: 'Belgium', duration_days: days });
    expect(itinerary).toHaveLength(expected);
    expect(itinerary.map((day) => day.day)).toEqual(
      Array.from({ length: expected }, (_, i) => i + 1),
    );
    expect(itinerary[0]!.title).toBe('Arrival and welcome');
    expect(itinerary.at(-1)!.title).toBe('Farewell and journey home');
    expect(new Set(itinerary.map((day) => day.title)).size).toBe(expected);
  });

  it('fills every empty list', () => {
    const content = getTourContent(tour);
    expect(content.highlights.length).toBeGreaterThan(0);
    expect(content.itinerary).toHaveLength(3);
    expect(content.itinerary[0]!.description).toContain('Belgium');
    expect(content.included.length).toBeGreaterThan(0);
    expect(content.notIncluded.length).toBeGreaterThan(0);
  });

  it('mentions accommodation only for tours with a night', () => {
    const dayTrip = getTourContent({ ...tour, duration_days: 1 }).included.join(' ');
    expect(dayTrip).not.toMatch(/accommodation/i);
    expect(getTourContent(tour).included.join(' ')).toMatch(/accommodation/i);
  });

  it("keeps the tour's own lists, with the itinerary in day order", () => {
    const own = getTourContent({
      ...tour,
      highlights: ['Sunrise on the ridge', ' '],
      itinerary: [
        { day: 2, title: 'Ridge', description: 'Up' },
        { day: 1, title: 'Valley', description: 'Start' },
      ],
      included: ['Huts'],
      not_included: ['Flights'],
    });
    expect(own.highlights).toEqual(['Sunrise on the ridge']);
    expect(own.itinerary.map((day) => day.title)).toEqual(['Valley', 'Ridge']);
    expect(own.included).toEqual(['Huts']);
    expect(own.notIncluded).toEqual(['Flights']);
  });
});
