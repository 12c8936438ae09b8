import {
  parseTourDifficulty,
  tourCategories,
  tourTransports,
  type TourCategory,
  type TourDifficulty,
  type TourTransport,
} from '@app/domain/constants';
import type { MapBounds } from '@app/domain/map-pins';
import { formatMapArea, parseMapArea } from '../../../lib/map-area.js';
import { isDurationOption } from './duration-filter.js';

export const ALL = 'all';

/** What the tour list shows, as kept in the URL's query string. */
export type TourListState = {
  search: string;
  category: TourCategory | typeof ALL;
  country: string;
  difficulty: TourDifficulty | typeof ALL;
  transport: TourTransport | typeof ALL;
  durationDays: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** 'Search this area': only tours starting inside these bounds (issue 52). */
  area?: MapBounds;
  page: number;
};

export const defaultTourListState: TourListState = {
  search: '',
  category: ALL,
  country: ALL,
  difficulty: ALL,
  transport: ALL,
  durationDays: null,
  minPrice: null,
  maxPrice: null,
  page: 1,
};

function pickOne<T extends string>(value: string | null, allowed: readonly T[]): T | typeof ALL {
  return allowed.find((item) => item === value) ?? ALL;
}

export const parseCategory = (value: string | null) => pickOne(value, tourCategories);
/** Older links may say medium or hard (the admin form's words): they open the same level. */
export const parseDifficulty = (value: string | null): TourDifficulty | typeof ALL =>
  parseTourDifficulty(value) ?? ALL;
export const parseTransport = (value: string | null) => pickOne(value, tourTransports);

export function parseDurationDays(value: string | null): number | null {
  const days = parseNumber(value);
  return days !== null && isDurationOption(days) ? days : null;
}

function parseNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A price bound typed by a visitor or read from the URL; blank or invalid means no bound. */
export function parsePriceBound(value: string | null): number | null {
  const price = parseNumber(value);
  return price !== null && price >= 0 ? price : null;
}

/** Reads the list state from a query string; missing or invalid values fall back to defaults. */
export function parseTourListParams(params: URLSearchParams): TourListState {
  const page = parseNumber(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    category: parseCategory(params.get('category')),
    country: params.get('country')?.trim() || ALL,
    difficulty: parseDifficulty(params.get('difficulty')),
    transport: parseTransport(params.get('transport')),
    durationDays: parseDurationDays(params.get('durationDays')),
    minPrice: parsePriceBound(params.get('minPrice')),
    maxPrice: parsePriceBound(params.get('maxPrice')),
    area: parseMapArea(params.get('area')),
    page: page !== null && Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a list state, in a stable order and without default values. */
export function toTourListParams(state: TourListState): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  if (state.category !== ALL) params.set('category', state.category);
  if (state.country !== ALL && state.country.trim()) params.set('country', state.country);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.durationDays !== null) params.set('durationDays', String(state.durationDays));
  if (state.difficulty !== ALL) params.set('difficulty', state.difficulty);
  if (state.transport !== ALL) params.set('transport', state.transport);
  if (state.area) params.set('area', formatMapArea(state.area));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The list a bare /tours shows: its first page, unfiltered (the gateway inlines it). */
export function isDefaultTourList(state: TourListState): boolean {
  return toTourListParams(state).size === 0;
}

/** A filter change: the list starts again at page 1. */
export function withFilters(
  state: TourListState,
  changes: Partial<Omit<TourListState, 'page'>>,
): TourListState {
  return { ...state, ...changes, page: 1 };
}

export function hasActiveFilters(state: TourListState): boolean {
  return toTourListParams({ ...state, page: 1 }).size > 0;
}

/** How many filters narrow the list; a price range counts once, whichever bounds it has. */
export function countActiveFilters(state: TourListState): number {
  return [
    state.search.trim() !== '',
    state.category !== ALL,
    state.country !== ALL,
    state.difficulty !== ALL,
    state.transport !== ALL,
    state.durationDays !== null,
    state.minPrice !== null || state.maxPrice !== null,
  ].filter(Boolean).length;
}
