import { describe, expect, it } from 'vitest';
import { microTourListFilters } from './micro-tour-list-filters';
import { defaultMicroTourListParams, type MicroTourListParams } from './micro-tour-search-params';

describe('microTourListFilters (issue 52: the list and the map send these)', () => {
  it('turns every filter of the params into one, in the list’s order, the area last', () => {
    const params: MicroTourListParams = {
      ...defaultMicroTourListParams,
      search: 'Crème',
      prices: [5, 20],
      country: 'France',
      city: 'Lyon',
      duration: [2, 4],
      area: { west: 4.7, south: 45.7, east: 4.9, north: 45.8 },
      sortField: 'rating',
      sortDir: 'desc',
    };
    expect(microTourListFilters(params, 'fr')).toEqual([
      { column: 'search_text_fr', op: 'like', value: '%creme%' },
      { column: 'price_cents', op: 'in', value: [500, 2000] },
      { column: 'country', op: 'eq', value: 'France' },
      { column: 'city', op: 'eq', value: 'Lyon' },
      { column: 'duration_minutes', op: 'gte', value: 120 },
      { column: 'duration_minutes', op: 'lte', value: 240 },
      { column: 'start_lng', op: 'gte', value: 4.7 },
      { column: 'start_lng', op: 'lte', value: 4.9 },
      { column: 'start_lat', op: 'gte', value: 45.7 },
      { column: 'start_lat', op: 'lte', value: 45.8 },
    ]);
  });

  it('is empty for the unfiltered list, whatever its sort and page', () => {
    const params: MicroTourListParams = {
      ...defaultMicroTourListParams,
      sortField: 'rating',
      page: 2,
    };
    expect(microTourListFilters(params, 'en')).toEqual([]);
  });
});
