import { describe, expect, it } from 'vitest';
import {
  isDefaultMicroTourList,
  countActiveFilters,
  defaultMicroTourListParams,
  parseMicroTourSearchParams,
  toMicroTourQueryString,
  toMicroTourSearchParams,
  withKnownPlaces,
  type MicroTourListParams,
} from './micro-tour-search-params';

const parse = (query: string) => parseMicroTourSearchParams(new URLSearchParams(query));
const write = (params: Partial<MicroTourListParams>) =>
  toMicroTourSearchParams({ ...defaultMicroTourListParams, ...params }).toString();

describe('parseMicroTourSearchParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      search: '',
      prices: [],
      country: '',
      city: '',
      duration: [1, 8],
      sortField: 'price_eur',
      sortDir: 'asc',
      page: 1,
    });
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'search=old+town&price=20,5&country=Portugal&city=Lisbon&duration=2,6&sortField=rating&sortDir=desc&page=3',
      ),
    ).toEqual({
      search: 'old town',
      prices: [5, 20],
      country: 'Portugal',
      city: 'Lisbon',
      duration: [2, 6],
      sortField: 'rating',
      sortDir: 'desc',
      page: 3,
    });
  });

  it('keeps only the offered prices, once each', () => {
    expect(parse('price=5,7,abc,30,5,').prices).toEqual([5, 30]);
    expect(parse('price=').prices).toEqual([]);
    expect(parse('price=5.0,1e1').prices).toEqual([]);
  });

  it('falls back to 1-8 hours for a duration that is malformed, reversed or out of range', () => {
    for (const duration of ['0,8', '1,9', '6,2', '2', '2,3,4', 'a,b', '2.5,6', '-1,4']) {
      expect(parse(`duration=${duration}`).duration).toEqual([1, 8]);
    }
    expect(parse('duration=4,4').duration).toEqual([4, 4]);
  });

  it('accepts only the offered sorts; a missing direction is ascending', () => {
    expect(parse('sortDir=desc')).toMatchObject({ sortField: 'price_eur', sortDir: 'desc' });
    expect(parse('sortField=duration_hours')).toMatchObject({
      sortField: 'duration_hours',
      sortDir: 'asc',
    });
    for (const query of [
      'sortField=rating',
      'sortField=title',
      'sortDir=up',
      'sortField=id&sortDir=desc',
    ]) {
      expect(parse(query)).toMatchObject({ sortField: 'price_eur', sortDir: 'asc' });
    }
  });

  it('reads a page only as a whole number from 1', () => {
    expect(parse('page=2').page).toBe(2);
    for (const page of ['0', '-2', '1.5', 'two', '', '99999999999999']) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
  });

  it('trims texts and ignores blank ones', () => {
    expect(parse('search=%20%20&country=%20Spain%20&city=').search).toBe('');
    expect(parse('country=%20Spain%20').country).toBe('Spain');
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });
});

describe('toMicroTourSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(write({})).toBe('');
    expect(write({ page: 1, duration: [1, 8], sortField: 'price_eur', sortDir: 'asc' })).toBe('');
  });

  it('writes the changed values in the spec names', () => {
    expect(
      write({
        search: 'wine',
        prices: [30, 10],
        country: 'France',
        city: 'Bordeaux',
        duration: [3, 8],
        sortField: 'duration_hours',
        sortDir: 'desc',
        page: 2,
      }),
    ).toBe(
      'search=wine&price=10%2C30&country=France&city=Bordeaux&duration=3%2C8&sortField=duration_hours&sortDir=desc&page=2',
    );
  });

  it('leaves out the default half of a sort', () => {
    expect(write({ sortDir: 'desc' })).toBe('sortDir=desc');
    expect(write({ sortField: 'duration_hours' })).toBe('sortField=duration_hours');
  });
});

describe('round trip', () => {
  it('reads back what it wrote', () => {
    const cases: Partial<MicroTourListParams>[] = [
      {},
      { search: 'a,b (c) 50%*', prices: [5] },
      { country: 'Côte d’Ivoire', city: 'Saint-Malo & Co', duration: [1, 1] },
      { sortField: 'rating', sortDir: 'desc', page: 7 },
      { prices: [5, 10, 20, 30], duration: [8, 8], sortField: 'price_eur', sortDir: 'desc' },
    ];
    for (const change of cases) {
      const params = { ...defaultMicroTourListParams, ...change };
      expect(parseMicroTourSearchParams(toMicroTourSearchParams(params))).toEqual(params);
    }
  });

  it('writes back a canonical form of what it read', () => {
    expect(toMicroTourSearchParams(parse('price=20,5,20&page=1&duration=1,8')).toString()).toBe(
      'price=5%2C20',
    );
  });
});

describe('toMicroTourQueryString', () => {
  it('keeps list commas readable and is empty for the defaults', () => {
    const params = parse('price=5,10&duration=2,6&search=a%2Cb+c');
    expect(toMicroTourQueryString(params)).toBe('?search=a,b+c&price=5,10&duration=2,6');
    expect(parse(toMicroTourQueryString(params).slice(1))).toEqual(params);
    expect(toMicroTourQueryString(defaultMicroTourListParams)).toBe('');
  });
});

describe('countActiveFilters', () => {
  it('counts filters, not sort or page', () => {
    expect(countActiveFilters(parse('sortDir=desc&page=3'))).toBe(0);
    expect(countActiveFilters(parse('search=x&price=5,10&country=Spain&duration=2,8'))).toBe(4);
  });
});

describe('withKnownPlaces', () => {
  const options = { countries: ['Portugal', 'Spain'], cities: ['Lisbon', 'Seville'] };

  it('keeps known places and everything before the options arrive', () => {
    const params = parse('country=Spain&city=Seville');
    expect(withKnownPlaces(params, options)).toBe(params);
    expect(withKnownPlaces(parse('country=Atlantis'), undefined).country).toBe('Atlantis');
  });

  it('drops a country or city the catalogue does not have', () => {
    expect(withKnownPlaces(parse('country=Atlantis&city=Lisbon'), options)).toMatchObject({
      country: '',
      city: 'Lisbon',
    });
    expect(withKnownPlaces(parse('city=lisbon'), options).city).toBe('');
  });

  it('drops a city that is not in the chosen country (Poland + Paris)', () => {
    const withPlaces = {
      countries: ['France', 'Poland'],
      cities: ['Krakow', 'Paris'],
      places: [
        { country: 'France', city: 'Paris' },
        { country: 'Poland', city: 'Krakow' },
      ],
    };
    expect(withKnownPlaces(parse('country=Poland&city=Paris'), withPlaces)).toMatchObject({
      country: 'Poland',
      city: '',
    });
  });
});

describe('isDefaultMicroTourList (the list the gateway inlines)', () => {
  it.each([
    ['', true],
    ['?page=1&sortField=price_eur&sortDir=asc', true],
    ['?duration=1,99&price=7', true],
    ['?page=2', false],
    ['?sortDir=desc', false],
    ['?price=10', false],
    ['?city=Porto', false],
  ])('%s: %s', (query, expected) => {
    expect(isDefaultMicroTourList(parseMicroTourSearchParams(new URLSearchParams(query)))).toBe(
      expected,
    );
  });
});

describe('the area (issue 52)', () => {
  it('is kept in the URL with readable commas and read back', () => {
    const params = {
      ...defaultMicroTourListParams,
      city: 'Porto',
      area: { west: -8.7, south: 41.1, east: -8.5, north: 41.2 },
    };
    expect(toMicroTourQueryString(params)).toBe('?city=Porto&area=-8.7,41.1,-8.5,41.2');
    expect(parseMicroTourSearchParams(toMicroTourSearchParams(params))).toEqual(params);
    expect(isDefaultMicroTourList({ ...defaultMicroTourListParams, area: params.area })).toBe(
      false,
    );
  });

  it('ignores a malformed area', () => {
    expect(parseMicroTourSearchParams(new URLSearchParams('area=8,1,2,3')).area).toBeUndefined();
  });
});
