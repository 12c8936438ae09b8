import { describe, expect, it } from 'vitest';
import {
  isDefaultTourList,
  countActiveFilters,
  defaultTourListState,
  hasActiveFilters,
  parseTourListParams,
  toTourListParams,
  withFilters,
  type TourListState,
} from './tour-list-params';

const full: TourListState = {
  search: 'lynx & bears',
  category: 'no-flight-europe',
  country: 'United Kingdom',
  difficulty: 'challenging',
  transport: 'train',
  durationDays: 8,
  minPrice: 250,
  maxPrice: 1499.5,
  page: 3,
};

describe('tour list URL state', () => {
  it('round-trips every field through the query string', () => {
    const query = toTourListParams(full).toString();
    expect(parseTourListParams(new URLSearchParams(query))).toEqual(full);
  });

  it('omits defaults, so the plain list has an empty query', () => {
    expect(toTourListParams(defaultTourListState).toString()).toBe('');
    expect(toTourListParams({ ...defaultTourListState, category: 'eco' }).toString()).toBe(
      'category=eco',
    );
  });

  it('reads an empty query as the defaults', () => {
    expect(parseTourListParams(new URLSearchParams())).toEqual(defaultTourListState);
  });

  it('writes the spec names', () => {
    expect([...toTourListParams(full).keys()]).toEqual([
      'search',
      'category',
      'country',
      'minPrice',
      'maxPrice',
      'durationDays',
      'difficulty',
      'transport',
      'page',
    ]);
  });

  it.each([
    ['category=space', { category: 'all' }],
    ['difficulty=extreme', { difficulty: 'all' }],
    ['transport=plane', { transport: 'all' }],
    ['durationDays=0', { durationDays: null }],
    ['durationDays=-1', { durationDays: null }],
    ['durationDays=9', { durationDays: null }],
    ['durationDays=2.5', { durationDays: null }],
    ['minPrice=abc', { minPrice: null }],
    ['minPrice=-5', { minPrice: null }],
    ['maxPrice=', { maxPrice: null }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=two', { page: 1 }],
    ['country=%20%20', { country: 'all' }],
    ['search=%20%20', { search: '' }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(parseTourListParams(new URLSearchParams(query))).toEqual({
      ...defaultTourListState,
      ...expected,
    });
  });

  it('reads the admin difficulty words of older links as the stored level, and a zero price', () => {
    const state = parseTourListParams(new URLSearchParams('difficulty=hard&minPrice=0'));
    expect(state.difficulty).toBe('challenging');
    expect(state.minPrice).toBe(0);
    expect(toTourListParams(state).toString()).toBe('minPrice=0&difficulty=challenging');
    expect(parseTourListParams(new URLSearchParams('difficulty=medium')).difficulty).toBe(
      'moderate',
    );
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(withFilters(full, { country: 'France' })).toEqual({
      ...full,
      country: 'France',
      page: 1,
    });
  });

  it('knows when any filter is set, whatever the page', () => {
    expect(hasActiveFilters({ ...defaultTourListState, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...defaultTourListState, maxPrice: 900 })).toBe(true);
  });
});

describe('countActiveFilters', () => {
  const count = (query: string) =>
    countActiveFilters(parseTourListParams(new URLSearchParams(query)));

  it('counts no filter for the defaults, the page or invalid values', () => {
    expect(count('')).toBe(0);
    expect(count('page=3&category=space')).toBe(0);
  });

  it('counts each filter once, and a price range once', () => {
    expect(count('category=eco&transport=train')).toBe(2);
    expect(count('minPrice=100&maxPrice=900')).toBe(1);
    expect(countActiveFilters(full)).toBe(7);
  });
});

describe('isDefaultTourList (the list the gateway inlines)', () => {
  it.each([
    ['', true],
    ['?page=1', true],
    ['?category=no-such-category&utm_source=mail', true],
    ['?page=2', false],
    ['?search=lake', false],
    ['?minPrice=0', false],
    ['?difficulty=easy', false],
  ])('%s: %s', (query, expected) => {
    expect(isDefaultTourList(parseTourListParams(new URLSearchParams(query)))).toBe(expected);
  });
});

describe('the area (issue 52)', () => {
  it('is kept in the URL, after the other filters, and is a filter', () => {
    const state = { ...full, area: { west: -9.5, south: 36.1, east: 3.35, north: 43.79 } };
    const params = toTourListParams(state);
    expect([...params.keys()].slice(-2)).toEqual(['area', 'page']);
    expect(params.get('area')).toBe('-9.5,36.1,3.35,43.79');
    expect(parseTourListParams(params)).toEqual(state);
    const areaOnly = { ...defaultTourListState, area: state.area };
    expect(hasActiveFilters(areaOnly)).toBe(true);
    expect(isDefaultTourList(areaOnly)).toBe(false);
    expect(withFilters(areaOnly, { area: undefined }).area).toBeUndefined();
  });

  it('ignores a malformed area', () => {
    expect(parseTourListParams(new URLSearchParams('area=1,2,3')).area).toBeUndefined();
  });
});
