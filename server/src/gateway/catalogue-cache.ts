import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { CatalogueVersionSource } from './catalogue-version.js';

/** The public catalogue's reads a visitor's browser and shared caches may keep (decision 022). */
const CATALOGUE_PATHS = new Set([
  '/rest/v1/tours',
  '/rest/v1/micro_tours',
  '/rest/v1/tour_filter_options',
  '/rest/v1/micro_tour_filter_options',
  '/rest/v1/filter_place_names',
  // A searched page's count and ids, or its cards and count (decisions 056, 058): the
  // catalogue's rows alone decide them.
  '/rest/v1/rpc/catalogue_search',
  '/rest/v1/rpc/search_tours',
  '/rest/v1/rpc/search_micro_tours',
]);

/**
 * Kept 30 s, then served stale for up to 30 s more while it is revalidated (a 304 that costs no
 * query): an admin's edit reaches every visitor within a minute.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';
/** Everything else PostgREST answers is one caller's, or changes with every booking. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The request headers that change what PostgREST answers for one URL. */
const VARYING = ['accept', 'accept-profile', 'authorization', 'prefer', 'range'] as const;
export const CATALOGUE_VARY =
  'Accept, Accept-Encoding, Accept-Profile, Authorization, Prefer, Range';

export interface CatalogueRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * The entity tag of an anonymous catalogue read: the catalogue's version and the headers that
 * shape the answer. undefined when the request is not one (another path, a write, a member's or
 * admin's token) or the version is unknown.
 */
export function catalogueTag(
  request: CatalogueRequest,
  isAnonymous: boolean,
  versions: CatalogueVersionSource | undefined,
): string | undefined {
  if (!isAnonymous || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (!CATALOGUE_PATHS.has(path)) return undefined;
  const version = versions?.current();
  if (version === undefined) return undefined;
  const shape = createHash('sha1');
  for (const name of VARYING) shape.update(`${request.headers[name] ?? ''}\n`);
  return `W/"${version.toString(36)}-${shape.digest('base64url').slice(0, 12)}"`;
}

/** Whether an If-None-Match header names the tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
