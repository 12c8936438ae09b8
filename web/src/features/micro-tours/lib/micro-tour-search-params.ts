import { microTourDurationRange, microTourPrices } from '@app/domain/constants';
import type { MapBounds } from '@app/domain/map-pins';
import { formatMapArea, parseMapArea } from '../../../lib/map-area.js';
import { isCityIn, type MicroTourPlace } from './micro-tour-places.js';

export type MicroTourPrice = (typeof microTourPrices)[number];
export type MicroTourSortField = 'price_eur' | 'duration_hours' | 'rating';
export type SortDirection = 'asc' | 'desc';

/** The sorts the list offers; every one is followed by title ascending. */
export const microTourSorts = [
  { field: 'price_eur', dir: 'asc', label: 'Price: low to high' },
  { field: 'price_eur', dir: 'desc', label: 'Price: high to low' },
  { field: 'duration_hours', dir: 'asc', label: 'Duration: shortest first' },
  { field: 'duration_hours', dir: 'desc', label: 'Duration: longest first' },
  { field: 'rating', dir: 'desc', label: 'Rating: highest first' },
] as const satisfies readonly { field: MicroTourSortField; dir: SortDirection; label: string }[];

/** Everything that decides which micro-tours the list shows, as the URL query keeps it. */
export interface MicroTourListParams {
  search: string;
  prices: MicroTourPrice[];
  country: string;
  city: string;
  /** Inclusive hours, [min, max]. */
  duration: [number, number];
  /** 'Search this area': only micro-tours starting inside these bounds (issue 52). */
  area?: MapBounds;
  sortField: MicroTourSortField;
  sortDir: SortDirection;
  page: number;
}

export const defaultMicroTourListParams: MicroTourListParams = {
  search: '',
  prices: [],
  country: '',
  city: '',
  duration: [microTourDurationRange.min, microTourDurationRange.max],
  sortField: 'price_eur',
  sortDir: 'asc',
  page: 1,
};

const MAX_SEARCH_LENGTH = 100;
const WHOLE_NUMBER = /^\d{1,9}$/;

function parsePrices(value: string | null): MicroTourPrice[] {
  if (!value) return [];
  const prices = new Set<MicroTourPrice>();
  for (const item of value.split(',')) {
    const price = microTourPrices.find((p) => String(p) === item.trim());
    if (price !== undefined) prices.add(price);
  }
  return [...prices].sort((a, b) => a - b);
}

function parseDuration(value: string | null): [number, number] {
  const [minText, maxText, ...rest] = (value ?? '').split(',');
  if (rest.length === 0 && minText && maxText && WHOLE_NUMBER.test(minText)) {
    if (WHOLE_NUMBER.test(maxText)) {
      const min = Number(minText);
      const max = Number(maxText);
      if (min >= microTourDurationRange.min && max <= microTourDurationRange.max && min <= max) {
        return [min, max];
      }
    }
  }
  return [...defaultMicroTourListParams.duration];
}

function parseSort(field: string | null, dir: string | null) {
  const sortField = field ?? defaultMicroTourListParams.sortField;
  const sortDir = dir ?? defaultMicroTourListParams.sortDir;
  const sort = microTourSorts.find((s) => s.field === sortField && s.dir === sortDir);
  return sort
    ? { sortField: sort.field, sortDir: sort.dir }
    : {
        sortField: defaultMicroTourListParams.sortField,
        sortDir: defaultMicroTourListParams.sortDir,
      };
}

function parsePage(value: string | null): number {
  if (!value || !WHOLE_NUMBER.test(value)) return 1;
  return Math.max(Number(value), 1);
}

/** Reads the list's state from the URL query; anything invalid falls back to its default. */
export function parseMicroTourSearchParams(searchParams: URLSearchParams): MicroTourListParams {
  return {
    search: (searchParams.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    prices: parsePrices(searchParams.get('price')),
    country: (searchParams.get('country') ?? '').trim(),
    city: (searchParams.get('city') ?? '').trim(),
    duration: parseDuration(searchParams.get('duration')),
    area: parseMapArea(searchParams.get('area')),
    ...parseSort(searchParams.get('sortField'), searchParams.get('sortDir')),
    page: parsePage(searchParams.get('page')),
  };
}

/** Writes the list's state as a URL query, leaving out every value that equals its default. */
export function toMicroTourSearchParams(params: MicroTourListParams): URLSearchParams {
  const defaults = defaultMicroTourListParams;
  const query = new URLSearchParams();
  const search = params.search.trim();
  if (search) query.set('search', search);
  if (params.prices.length > 0) {
    query.set('price', [...params.prices].sort((a, b) => a - b).join(','));
  }
  if (params.country) query.set('country', params.country);
  if (params.city) query.set('city', params.city);
  const [min, max] = params.duration;
  if (min !== defaults.duration[0] || max !== defaults.duration[1]) {
    query.set('duration', `${min},${max}`);
  }
  if (params.area) query.set('area', formatMapArea(params.area));
  if (params.sortField !== defaults.sortField) query.set('sortField', params.sortField);
  if (params.sortDir !== defaults.sortDir) query.set('sortDir', params.sortDir);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/** The list a bare /micro-tours shows: its first page, unfiltered (the gateway inlines it). */
export function isDefaultMicroTourList(params: MicroTourListParams): boolean {
  return toMicroTourSearchParams(params).size === 0;
}

/**
 * The query string for the address bar, with the list separators of `price` and `duration` left
 * as plain commas (`?price=5,10&duration=2,6`); URLSearchParams reads both forms alike.
 */
export function toMicroTourQueryString(params: MicroTourListParams): string {
  const query = toMicroTourSearchParams(params).toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/** How many filters narrow the list (sort and page are not filters). */
export function countActiveFilters(params: MicroTourListParams): number {
  const defaults = defaultMicroTourListParams;
  return [
    params.search !== '',
    params.prices.length > 0,
    params.country !== '',
    params.city !== '',
    params.duration[0] !== defaults.duration[0] || params.duration[1] !== defaults.duration[1],
  ].filter(Boolean).length;
}

/** A country or city from the URL is checked against the catalogue before the list is asked for. */
export function needsPlaceCheck(params: MicroTourListParams): boolean {
  return Boolean(params.country || params.city);
}

/**
 * Drops a country or city that the catalogue does not have (a stale or hand-edited link), and a
 * city outside the chosen country, once the options are known, so no filter applies that the
 * selects cannot show.
 */
export function withKnownPlaces(
  params: MicroTourListParams,
  options:
    { countries: string[]; cities: string[]; places?: readonly MicroTourPlace[] } | undefined,
): MicroTourListParams {
  if (!options) return params;
  const country = options.countries.includes(params.country) ? params.country : '';
  let city = options.cities.includes(params.city) ? params.city : '';
  if (country && city && options.places && !isCityIn(options.places, city, country)) city = '';
  if (country === params.country && city === params.city) return params;
  return { ...params, country, city };
}
