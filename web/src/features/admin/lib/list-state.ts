import '../messages';
import { t } from '@lingui/core/macro';
import { ADMIN_SEARCH_MAX } from '@app/domain/admin-lists';
import { formatNumber } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';

/**
 * A server-paged admin list's place, kept in the address so a page is linkable and Back works:
 * `?q=lake&page=3&sort=country.desc`. Lists sharing a tab name their parameters with a prefix
 * (`bq`, `bpage`, ...).
 */
export interface ListState<Sort extends string> {
  search: string;
  /** 1-based. */
  page: number;
  sort: Sort;
  descending: boolean;
}

export interface ListSpec<Sort extends string> {
  prefix?: string;
  sortKeys: readonly Sort[];
  defaultSort: Sort;
  defaultDescending: boolean;
}

export const listParamNames = (prefix = '') => ({
  search: `${prefix}q`,
  page: `${prefix}page`,
  sort: `${prefix}sort`,
});

/** Every list parameter any admin list uses: a new tab starts from its own first page. */
export const LIST_PARAM_PREFIXES = ['', 'b', 'l', 'log'] as const;
/** The lists' filters (a status, handled or not, a log's outcome). */
export const LIST_FILTER_PARAMS = ['status', 'handled', 'logaction'] as const;

/** The list's state in these parameters; anything unknown or malformed falls back to the default. */
export function parseListState<Sort extends string>(
  params: URLSearchParams,
  spec: ListSpec<Sort>,
): ListState<Sort> {
  const names = listParamNames(spec.prefix);
  const search = (params.get(names.search) ?? '').slice(0, ADMIN_SEARCH_MAX);
  const pageText = params.get(names.page) ?? '';
  const page = /^[1-9]\d{0,8}$/.test(pageText) ? Number(pageText) : 1;
  const [sortText, direction] = (params.get(names.sort) ?? '').split('.');
  const sort = spec.sortKeys.find((key) => key === sortText);
  if (!sort) return { search, page, sort: spec.defaultSort, descending: spec.defaultDescending };
  return { search, page, sort, descending: direction === 'desc' };
}

/** The parameters with the list's state changed; defaults are left out to keep addresses short. */
export function withListState<Sort extends string>(
  params: URLSearchParams,
  spec: ListSpec<Sort>,
  state: ListState<Sort>,
): URLSearchParams {
  const names = listParamNames(spec.prefix);
  const next = new URLSearchParams(params);
  const search = state.search.trim() === '' ? '' : state.search;
  if (search) next.set(names.search, search);
  else next.delete(names.search);
  if (state.page > 1) next.set(names.page, String(state.page));
  else next.delete(names.page);
  if (state.sort === spec.defaultSort && state.descending === spec.defaultDescending) {
    next.delete(names.sort);
  } else {
    next.set(names.sort, sortValue(state.sort, state.descending));
  }
  return next;
}

/** A sort choice as one select value: `title.asc`. */
export const sortValue = (sort: string, descending: boolean) =>
  `${sort}.${descending ? 'desc' : 'asc'}`;

/** The parameters without any list's place or filter: another tab's list starts afresh. */
export function withoutListStates(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const prefix of LIST_PARAM_PREFIXES) {
    for (const name of Object.values(listParamNames(prefix))) next.delete(name);
  }
  for (const name of LIST_FILTER_PARAMS) next.delete(name);
  return next;
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** The offset of a page's first row. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A count in the page's language: '100,000' in English. */
export const formatCount = (value: number, locale: Locale = 'en') => formatNumber(value, locale);

/** 'Showing 26–50 of 100,000'; 'Showing 0 of 0' for an empty list or a page past the end. */
export function showingText(
  page: number,
  pageSize: number,
  total: number,
  locale: Locale = 'en',
): string {
  const first = pageOffset(page, pageSize) + 1;
  const all = formatCount(total, locale);
  if (total === 0 || first > total) return t`Showing 0 of ${all}`;
  const from = formatCount(first, locale);
  const to = formatCount(Math.min(total, first + pageSize - 1), locale);
  return t`Showing ${from}–${to} of ${all}`;
}
