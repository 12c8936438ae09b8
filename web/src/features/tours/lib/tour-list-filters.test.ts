import { describe, expect, it } from 'vitest';
import { tourListFilters } from './tour-list-filters';
import { defaultTourListState, type TourListState } from './tour-list-params';

describe('tourListFilters (issue 52: the list and the map send these)', () => {
  it('turns every filter of the state into one, in the list’s order, the area last', () => {
    const state: TourListState = {
      ...defaultTourListState,
      search: 'Łódź',
      category: 'eco',
      country: 'Spain',
      difficulty: 'moderate',
      transport: 'bike',
      minPrice: 99.995,
      maxPrice: 1200,
      durationDays: 8,
      area: { west: -9, south: 36, east: 3, north: 43 },
      page: 4,
    };
    expect(tourListFilters(state, 'de')).toEqual([
      { column: 'search_text_de', op: 'like', value: '%lodz%' },
      { column: 'category', op: 'eq', value: 'eco' },
      { column: 'country', op: 'eq', value: 'Spain' },
      { column: 'difficulty', op: 'eq', value: 'moderate' },
      { column: 'transport', op: 'eq', value: 'bike' },
      { column: 'price_cents', op: 'gte', value: 10000 },
      { column: 'price_cents', op: 'lte', value: 120000 },
      { column: 'duration_days', op: 'gte', value: 8 },
      { column: 'start_lng', op: 'gte', value: -9 },
      { column: 'start_lng', op: 'lte', value: 3 },
      { column: 'start_lat', op: 'gte', value: 36 },
      { column: 'start_lat', op: 'lte', value: 43 },
    ]);
  });

  it('is empty for the unfiltered list, whatever its page', () => {
    expect(tourListFilters({ ...defaultTourListState, page: 3 }, 'en')).toEqual([]);
  });
});
