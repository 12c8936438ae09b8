import { describe, expect, it } from 'vitest';
import { formatMapArea, mapAreaFilters, parseMapArea } from './map-area';

describe('the lists’ area param (issue 52)', () => {
  it('reads west,south,east,north and writes it back the same', () => {
    const area = parseMapArea('-9.5,36.1,3.35,43.79');
    expect(area).toEqual({ west: -9.5, south: 36.1, east: 3.35, north: 43.79 });
    expect(formatMapArea(area!)).toBe('-9.5,36.1,3.35,43.79');
  });

  it('rounds to five decimals and never writes an exponent or a negative zero', () => {
    expect(formatMapArea({ west: -0.0000001, south: 1e-7, east: 2.123456789, north: 3 })).toBe(
      '0,0,2.12346,3',
    );
    expect(parseMapArea(formatMapArea({ west: 1e-5, south: 0, east: 1, north: 1 }))).toEqual({
      west: 0.00001,
      south: 0,
      east: 1,
      north: 1,
    });
  });

  it.each([
    ['', 'empty'],
    ['1,2,3', 'three numbers'],
    ['1,2,3,4,5', 'five numbers'],
    ['1,2,x,4', 'a word'],
    ['1e1,2,30,40', 'an exponent'],
    ['NaN,2,3,4', 'NaN'],
    ['Infinity,2,3,4', 'Infinity'],
    [' 1,2,3,4', 'spaces'],
    ['1,2,3,4,', 'a trailing comma'],
    ['-181,2,3,4', 'a longitude past the antimeridian'],
    ['1,-91,3,4', 'a latitude past the pole'],
    ['5,2,3,4', 'west after east'],
    ['1,4,3,4', 'no height'],
    ['1,2,3,4.12345678', 'eight decimals'],
    ['0x1,2,3,4', 'hexadecimal'],
  ])('ignores %j (%s)', (value) => {
    expect(parseMapArea(value)).toBeUndefined();
  });

  it('is absent without the param', () => {
    expect(parseMapArea(null)).toBeUndefined();
  });

  it('filters the start place inclusively, longitude first', () => {
    expect(mapAreaFilters({ west: 1, south: 2, east: 3, north: 4 })).toEqual([
      { column: 'start_lng', op: 'gte', value: 1 },
      { column: 'start_lng', op: 'lte', value: 3 },
      { column: 'start_lat', op: 'gte', value: 2 },
      { column: 'start_lat', op: 'lte', value: 4 },
    ]);
    expect(mapAreaFilters(undefined)).toEqual([]);
  });
});
