import { LOCALES, type Locale, localizedPath } from '@app/domain/locales';
import { articles } from '@app/web/blog-articles';
import { pagePaths } from '@app/web/page-paths';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { escapeHtml } from '../mail/html-escape.js';
import type { CatalogueVersionSource } from './catalogue-version.js';

/** What a search engine reads of one sitemap file: at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;
/** Pages per file: each page is listed once per language. */
const PAGES_PER_PART = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length);
/** Without the catalogue's version, a file made is reused this long. */
const UNVERSIONED_TTL_MS = 5 * 60_000;
/** How long search engines and proxies may keep a file. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML_TYPE = 'application/xml; charset=utf-8';

/** The public pages without a key: not a member's, an admin's, a checkout or a newsletter result. */
const STATIC_PAGES = [
  pagePaths.home,
  pagePaths.tours,
  pagePaths.microTours,
  pagePaths.blog,
  pagePaths.contact,
  pagePaths.privacyPolicy,
  pagePaths.termsOfService,
  pagePaths.deliveryRefund,
];

const keyPage = (pattern: string, key: string) => pattern.replace(/:\w+$/, encodeURIComponent(key));
const fixedPages = [
  ...STATIC_PAGES,
  ...articles.map((article) => keyPage(pagePaths.blogArticle, article.slug)),
];

const CATALOGUE_PAGES = [
  { table: 'tours', pattern: pagePaths.tour },
  { table: 'micro_tours', pattern: pagePaths.microTour },
] as const;

export interface SitemapOptions {
  pool: pg.Pool;
  /** SITE_URL: every address is absolute at its origin (read when a file is made). */
  siteUrl: () => string;
  catalogueVersion?: CatalogueVersionSource;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Pages per file of a sitemap index (tests make it small). */
  pagesPerPart?: number;
}

/** One page in every language, each with the alternates of all (and English as x-default). */
function urlEntries(origin: string, page: string): string {
  const href = (locale: Locale) =>
    escapeHtml(new URL(`${origin}${localizedPath(locale, page)}`).href);
  const alternates =
    LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`;
  return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${alternates}</url>`).join('\n');
}

const urlSet = (origin: string, pages: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
  pages.map((page) => urlEntries(origin, page)).join('\n') +
  '\n</urlset>\n';

const sitemapIndex = (origin: string, parts: number) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from(
    { length: parts },
    (_, index) =>
      `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  ).join('\n') +
  '\n</sitemapindex>\n';

/**
 * /sitemap.xml (decision 029): every public page in every language with its alternates, at
 * SITE_URL's origin: the pages without a key, every blog article, tour and micro-tour. When they
 * are more than one file holds (50,000 addresses), /sitemap.xml is an index of /sitemap-<n>.xml.
 * A file is made once per catalogue version (a few minutes when the version is unknown).
 * /robots.txt names it.
 */
export function registerSitemap(app: FastifyInstance, options: SitemapOptions): void {
  const origin = () => new URL(options.siteUrl()).origin;
  const perPart = options.pagesPerPart ?? PAGES_PER_PART;
  const made = new Map<string, { version: bigint | undefined; at: number; xml: Promise<string> }>();

  async function counts(): Promise<number[]> {
    const { rows } = await options.pool.query<{ tours: string; micro_tours: string }>(
      // Listings off sale keep their pages but are not offered to search engines (decision 039).
      'select (select count(*) from public.tours where on_sale) as tours, (select count(*) from public.micro_tours where on_sale) as micro_tours',
    );
    return CATALOGUE_PAGES.map(({ table }) => Number(rows[0]![table]));
  }

  /** The pages from `start` (in the order fixed pages, tours, micro-tours by slug), at most `limit`. */
  async function pages(start: number, limit: number, sizes: number[]): Promise<string[]> {
    const found = fixedPages.slice(start, start + limit);
    let offset = Math.max(0, start - fixedPages.length);
    for (const [index, { table, pattern }] of CATALOGUE_PAGES.entries()) {
      const size = sizes[index]!;
      if (found.length < limit && offset < size) {
        const { rows } = await options.pool.query<{ slug: string }>(
          `select slug from public.${table} where on_sale order by slug limit $1 offset $2`,
          [limit - found.length, offset],
        );
        found.push(...rows.map((row) => keyPage(pattern, row.slug)));
      }
      offset = Math.max(0, offset - size);
    }
    return found;
  }

  /** The file at `part` (0: /sitemap.xml), or undefined when there is none. */
  async function make(part: number, origin: string): Promise<string | undefined> {
    const sizes = await counts();
    const total = fixedPages.length + sizes.reduce((sum, size) => sum + size, 0);
    const parts = Math.ceil(total / perPart);
    if (part === 0) {
      return parts <= 1
        ? urlSet(origin, await pages(0, total, sizes))
        : sitemapIndex(origin, parts);
    }
    if (parts <= 1 || part > parts) return undefined;
    return urlSet(origin, await pages((part - 1) * perPart, perPart, sizes));
  }

  function cached(part: number): Promise<string | undefined> {
    const site = origin();
    const key = `${site} ${part}`;
    const version = options.catalogueVersion?.current();
    const known = made.get(key);
    const now = Date.now();
    const fresh =
      known &&
      (version !== undefined && known.version !== undefined
        ? known.version === version
        : now - known.at < UNVERSIONED_TTL_MS);
    if (fresh) return known.xml.then((xml) => (xml === '' ? undefined : xml));
    const xml = make(part, site).then((text) => text ?? '');
    made.set(key, { version, at: now, xml });
    // A failed read is not kept.
    xml.catch((error: unknown) => {
      if (made.get(key)?.xml === xml) made.delete(key);
      options.log?.warn({ err: error }, 'sitemap not made');
    });
    return xml.then((text) => (text === '' ? undefined : text));
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await cached(0);
    return reply.header('cache-control', CACHE_CONTROL).type(XML_TYPE).send(xml);
  });
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0;
    const xml = part > 0 ? await cached(part) : undefined;
    if (xml === undefined) return reply.callNotFound();
    return reply.header('cache-control', CACHE_CONTROL).type(XML_TYPE).send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin()}/sitemap.xml\n`),
  );
}
