import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import {
  FIRST_LIST_PAGE_ELEMENT_ID,
  type FirstListPageSource,
  firstListPageSources,
  type ListPage,
  type PicturePreload,
  serializeFirstListPage,
} from '@app/web/first-list-pages';
import type { ListFirstScreenRenderer } from '@app/web/first-paint';
import { readListView } from '@app/web/list-view';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../mail/html-escape.js';
import type { CatalogueVersionSource } from './catalogue-version.js';

export interface FirstListPageOptions {
  /** PostgREST itself (not /rest/v1): the page is read as the anonymous role. */
  postgrestUrl: string;
  anonKey: string;
  /** SITE_URL: pictures at this origin are the site's own, served resized. */
  siteUrl: string;
  /** The catalogue's version: a page read is reused while it stays the same. */
  catalogueVersion?: CatalogueVersionSource;
  /** How long an answer waits for a page being read; then the HTML goes without it. */
  waitMs?: number;
  /** Where a failed read is told (the pages still come, asking for their data themselves). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Renders a list's first screen from its first page, once per read (decision 059). */
  renderScreen?: ListFirstScreenRenderer;
}

/** What a mid-range phone gains by the inline page is lost if the HTML waits longer. */
const WAIT_MS = 300;
/** A read still running this long is given up; the answers waiting for it left long ago. */
const READ_TIMEOUT_MS = 3000;
/** Without the catalogue's version, a read is reused this long. */
const UNVERSIONED_TTL_MS = 5000;
/** With it, while the version stays, up to this age, so that the page's age stays small. */
const VERSIONED_TTL_MS = 60_000;
/** After a failed read, pages go without for this long before the next try. */
const FAILED_TTL_MS = 1000;

interface Read {
  version: bigint | undefined;
  startedAt: number;
  /** Undefined while running; null when it failed. `screen`: '' when none was rendered. */
  outcome:
    { page: ListPage; picture: PicturePreload | undefined; screen: string } | null | undefined;
  done: Promise<void>;
}

export interface FirstListPages {
  /** The page paths that may carry a first page. */
  paths: ReadonlySet<string>;
  /**
   * What one answer to `path` (without the language's prefix) with `query` (without `?`) in
   * `locale` carries: in `head`, the page's element and the preload of the first card's picture;
   * in `screen`, the page's first screen. Both '' for another path or query, or without a page
   * in time; `screen` also without a renderer or when rendering failed.
   */
  parts(path: string, query: string, nonce: string, locale: Locale): Promise<FirstListPageParts>;
}

export interface FirstListPageParts {
  head: string;
  screen: string;
}

const NO_PARTS: FirstListPageParts = { head: '', screen: '' };

function isReusable(read: Read, version: bigint | undefined, now: number): boolean {
  if (read.outcome === undefined) return true;
  if (read.outcome === null) return now - read.startedAt < FAILED_TTL_MS;
  if (version === undefined && read.version === undefined) {
    return now - read.startedAt < UNVERSIONED_TTL_MS;
  }
  return read.version === version && now - read.startedAt < VERSIONED_TTL_MS;
}

function preloadTag(picture: PicturePreload, nonce: string): string {
  const srcSet = picture.imageSrcSet
    ? ` imagesrcset="${escapeHtml(picture.imageSrcSet)}" imagesizes="${escapeHtml(picture.imageSizes)}"`
    : '';
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture.href)}"` +
    `${srcSet} nonce="${escapeHtml(nonce)}">`
  );
}

/**
 * The first page of /tours and /micro-tours for their HTML (decision 023): read from PostgREST
 * as a visitor with the list's own query in the page's language (decision 029), one read at a
 * time per list and language, reused while the
 * catalogue's version stays (a few seconds when it is unknown). An answer waits for a read at
 * most `waitMs`: a slow or failed read leaves the page to ask for its data itself.
 */
export function firstListPages(options: FirstListPageOptions): FirstListPages {
  const waitMs = options.waitMs ?? WAIT_MS;
  const origin = new URL(options.siteUrl).origin;
  const catalogue = new PostgrestClient<Database>(options.postgrestUrl.replace(/\/+$/, ''), {
    headers: { Authorization: `Bearer ${options.anonKey}` },
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(READ_TIMEOUT_MS) }),
  });
  const sources = new Map(firstListPageSources.map((source) => [source.path, source]));
  const reads = new Map<string, Read>();

  async function renderScreen(path: string, locale: Locale, page: ListPage): Promise<string> {
    if (!options.renderScreen) return '';
    try {
      return await options.renderScreen(path, locale, page, origin);
    } catch (error) {
      options.log?.warn({ err: error, path, locale }, 'first screen not rendered');
      return '';
    }
  }

  function start(
    source: FirstListPageSource,
    locale: Locale,
    key: string,
    version: bigint | undefined,
  ): Read {
    const read: Read = {
      version,
      startedAt: Date.now(),
      outcome: undefined,
      done: Promise.resolve(),
    };
    read.done = source.read(catalogue, origin, locale).then(
      async ({ page, picture }) => {
        read.outcome = { page, picture, screen: await renderScreen(source.path, locale, page) };
      },
      (error: unknown) => {
        read.outcome = null;
        options.log?.warn({ err: error, path: source.path, locale }, 'first list page not read');
      },
    );
    reads.set(key, read);
    return read;
  }

  async function parts(path: string, query: string, nonce: string, locale: Locale) {
    const source = sources.get(path);
    const params = new URLSearchParams(query);
    if (!source || !source.isDefault(params)) return NO_PARTS;
    const version = options.catalogueVersion?.current();
    const now = Date.now();
    // Each language's page is a read of its own: its words, and its language's search.
    const key = `${locale}:${path}`;
    const known = reads.get(key);
    const read =
      known && isReusable(known, version, now) ? known : start(source, locale, key, version);
    if (read.outcome === undefined) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        read.done,
        new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
      ]);
      clearTimeout(timer);
    }
    const outcome = read.outcome;
    if (!outcome) return NO_PARTS;
    const json = serializeFirstListPage({
      list: source.list,
      ageMs: Math.max(0, Date.now() - read.startedAt),
      page: outcome.page,
    });
    const head =
      (outcome.picture ? preloadTag(outcome.picture, nonce) : '') +
      `<script type="application/json" id="${FIRST_LIST_PAGE_ELEMENT_ID}" nonce="${escapeHtml(nonce)}">${json}</script>`;
    // The map view reads the same first page, but its first screen is the map, not the cards.
    return { head, screen: readListView(params) === 'list' ? outcome.screen : '' };
  }

  return { paths: new Set(sources.keys()), parts };
}
