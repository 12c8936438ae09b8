import { isUuid } from '@app/web/is-uuid';
import { pagePaths } from '@app/web/page-paths';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CatalogueVersionSource } from './catalogue-version.js';

/** The detail pages whose last segment names a catalogue row, as the page reads it: slug or id. */
const DETAIL_PAGES = new Map<string, 'tours' | 'micro_tours'>([
  [pagePaths.tour, 'tours'],
  [pagePaths.microTour, 'micro_tours'],
]);

const ALL_KEYS = `
  select 'tours' as list, slug, id::text as id from public.tours
  union all
  select 'micro_tours', slug, id::text from public.micro_tours`;
const ONE_KEY = {
  tours: {
    slug: 'select 1 from public.tours where slug = $1',
    id: 'select 1 from public.tours where id = $1::uuid',
  },
  micro_tours: {
    slug: 'select 1 from public.micro_tours where slug = $1',
    id: 'select 1 from public.micro_tours where id = $1::uuid',
  },
} as const;

/** Without the catalogue's version, the keys read are reused this long. */
const UNVERSIONED_TTL_MS = 5000;
/** After a failed read, pages are taken to exist for this long before the next try. */
const FAILED_TTL_MS = 1000;

interface Read {
  version: bigint | undefined;
  startedAt: number;
  /** Every key (slug and id) by list; null when the read failed. */
  keys: Promise<Map<string, Set<string>> | null>;
}

export interface CatalogueDetailPages {
  /** The page paths (`/tours/:slug`) whose key is looked up. */
  paths: ReadonlySet<string>;
  /**
   * Whether the row the page at `path` names by `key` exists. True when the catalogue cannot be
   * read: a page that may exist is never answered as missing.
   */
  exists(path: string, key: string): Promise<boolean>;
}

export interface CatalogueDetailPageOptions {
  pool: pg.Pool;
  /** The catalogue's version: the keys read are reused while it stays the same. */
  catalogueVersion?: CatalogueVersionSource;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Whether a tour's or micro-tour's page names a row, so that an unknown slug is answered 404
 * rather than a "not found" page with 200 that search engines index. Every key is read in one
 * query and kept while the catalogue's version stays, so a page that exists costs no query. A key
 * not among them is looked up once more by itself: a tour created a moment ago, before its
 * version's notification arrived, is not answered as missing.
 */
export function catalogueDetailPages(options: CatalogueDetailPageOptions): CatalogueDetailPages {
  let read: Read | undefined;

  function isReusable(known: Read, version: bigint | undefined, now: number): boolean {
    if (version === undefined || known.version === undefined) {
      return now - known.startedAt < UNVERSIONED_TTL_MS;
    }
    return known.version === version;
  }

  function start(version: bigint | undefined): Read {
    const next: Read = {
      version,
      startedAt: Date.now(),
      keys: options.pool.query<{ list: string; slug: string; id: string }>(ALL_KEYS).then(
        ({ rows }) => {
          const keys = new Map<string, Set<string>>(
            [...DETAIL_PAGES.values()].map((list) => [list, new Set<string>()]),
          );
          for (const row of rows) keys.get(row.list)?.add(row.slug).add(row.id);
          return keys;
        },
        (error: unknown) => {
          options.log?.warn({ err: error }, 'catalogue keys not read');
          // A failed read is tried again soon, not kept for the version's lifetime.
          next.startedAt = Date.now() - UNVERSIONED_TTL_MS + FAILED_TTL_MS;
          next.version = undefined;
          return null;
        },
      ),
    };
    return next;
  }

  async function lookUp(list: 'tours' | 'micro_tours', key: string): Promise<boolean> {
    const queries = ONE_KEY[list];
    try {
      const { rowCount } = await options.pool.query(isUuid(key) ? queries.id : queries.slug, [key]);
      return (rowCount ?? 0) > 0;
    } catch (error) {
      options.log?.warn({ err: error }, 'catalogue key not looked up');
      return true;
    }
  }

  async function exists(path: string, key: string): Promise<boolean> {
    const list = DETAIL_PAGES.get(path);
    if (!list) return true;
    const version = options.catalogueVersion?.current();
    if (!read || !isReusable(read, version, Date.now())) read = start(version);
    const keys = await read.keys;
    if (!keys) return true;
    return keys.get(list)!.has(key) || lookUp(list, key);
  }

  return { paths: new Set(DETAIL_PAGES.keys()), exists };
}
