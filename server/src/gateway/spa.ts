import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { LOCALES, type Locale, localizedPath, splitLocalePath } from '@app/domain/locales';
import {
  AWAIT_FIRST_SCREEN,
  entryAfterFirstScreen,
  FIRST_PAINT_FILE,
  FIRST_PAINT_MARKER,
  type FirstPaint,
} from '@app/web/first-paint';
import { pagePaths } from '@app/web/page-paths';
import {
  messagesKey,
  NOT_FOUND_PAGE,
  PAGE_PRELOADS_FILE,
  type PagePreloads,
} from '@app/web/page-preloads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countRoutesAs, STATIC_FILE_ROUTE } from '../metrics/http-metrics.js';
import { escapeHtml } from '../mail/html-escape.js';
import type { UnknownPathAnswer } from '../platform/unknown-path.js';
import type { CatalogueDetailPages } from './catalogue-detail-pages.js';
import type { FirstListPages } from './first-list-page.js';
import type { PageHeads, PageName } from './page-heads.js';

const API_PREFIXES = ['/rest/', '/auth/', '/storage/', '/functions/', '/realtime/'];

export interface SpaOptions {
  webDist: string;
  /** The CSP nonce of this answer, put into index.html in place of the build's placeholder. */
  nonce: (reply: FastifyReply) => string;
  /** Source maps (*.map) are served only when true: never in production. */
  serveSourceMaps: boolean;
  /** The first page of a list, for the HTML of a bare /tours or /micro-tours (decision 023). */
  firstListPages?: FirstListPages;
  /** Whether a tour's or micro-tour's page names a row; a page that does not is answered 404. */
  detailPages?: CatalogueDetailPages;
  /**
   * SITE_URL: the origin of each page's canonical and alternate addresses (read per answer: with
   * SITE_URL unset it is the address the server printed, known once it listens).
   */
  siteUrl?: () => string;
  /** Each page's title and description in each language (page-heads.ts). */
  pageHeads?: PageHeads;
}

/**
 * CSP hashes ('sha256-…') of the inline <style> blocks of the built index.html: the build
 * inlines the app's whole stylesheet there (web/vite.config.ts). Empty without a build.
 */
export function inlineStyleHashes(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return [];
  const html = readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

const pagePreloadsSchema = z.record(
  z.string(),
  z.array(z.string()),
) satisfies z.ZodType<PagePreloads>;

function readPagePreloads(webDist: string): PagePreloads {
  const file = path.join(webDist, PAGE_PRELOADS_FILE);
  return existsSync(file) ? pagePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

const firstPaintSchema = z.record(
  z.string(),
  z.partialRecord(z.enum(LOCALES), z.string()),
) satisfies z.ZodType<FirstPaint>;

function readFirstPaint(webDist: string): FirstPaint {
  const file = path.join(webDist, FIRST_PAINT_FILE);
  return existsSync(file) ? firstPaintSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/** The page names of page-paths.ts by pattern; NOT_FOUND_PAGE is the 404 page's. */
const pageNames = new Map<string, PageName>([
  ...(Object.entries(pagePaths) as [PageName, string][]).map(
    ([name, pattern]) => [pattern, name] as [string, PageName],
  ),
  [NOT_FOUND_PAGE, 'notFound'],
]);

/**
 * index.html for each page in each language: the build's, in the page's language (`lang`, title
 * and description, from the page heads) and with a `<link rel="modulepreload">` for every file of
 * the page's own code that the build's HTML does not already load (web/page-preloads.ts), so the
 * browser fetches the page's code alongside the entry. The code at low priority, so that the
 * entry and the first paint are not kept waiting (decision 014); the language's catalogues of the
 * shell and of the page at normal priority, since the first render waits for them (decision 029).
 * Each link carries the nonce placeholder. A page with a first screen rendered by the build
 * (web/first-paint.ts) has it under the static header, in the page's language; a list page
 * (`listPaths`) keeps the marker for the screen the gateway renders per read.
 */
function withPageHtml(
  indexHtml: string,
  preloads: PagePreloads,
  firstPaint: FirstPaint,
  placeholder: string | undefined,
  heads: PageHeads | undefined,
  listPaths: ReadonlySet<string>,
): (page: string, locale: Locale) => string {
  const nonce = placeholder ? ` nonce="${placeholder}"` : '';
  const preloadable = (file: string) =>
    /^\/assets\/[\w.-]+\.js$/.test(file) && !indexHtml.includes(`"${file}"`);
  return (page, locale) => {
    const code = (preloads[page] ?? [])
      .filter(preloadable)
      .map(
        (file) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}"${nonce}>`,
      );
    const messages = [
      ...new Set([
        ...(preloads[messagesKey(locale)] ?? []),
        ...(preloads[messagesKey(locale, page)] ?? []),
      ]),
    ]
      .filter(preloadable)
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}"${nonce}>`);
    let html = indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(FIRST_PAINT_MARKER, (marker) =>
        listPaths.has(page) ? marker : (firstPaint[page]?.[locale] ?? ''),
      );
    const name = pageNames.get(page);
    if (heads && name) {
      const head = heads(name, locale);
      // Functions, so that no `$` in a text is read as a replacement pattern.
      html = html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
        );
    }
    const links = [...messages, ...code];
    return links.length === 0 ? html : html.replace('</head>', () => `${links.join('')}</head>`);
  };
}

/**
 * The links that tell crawlers a page's address in each language (`hreflang`, English as
 * `x-default`) and its own one (`canonical`), at SITE_URL's origin. The query stays out: a list's
 * page and filters are views of the one page that the sitemap lists (decision 029).
 */
function languageLinks(origin: string, pathName: string): string {
  const { locale, path: pagePath } = splitLocalePath(pathName.replace(/(?<=.)\/+$/, ''));
  const href = (language: Locale) =>
    escapeHtml(new URL(`${origin}${localizedPath(language, pagePath)}`).href);
  return [
    ...LOCALES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
    `<link rel="canonical" href="${href(locale)}">`,
  ].join('');
}

function staticFileOptions(options: SpaOptions): FastifyStaticOptions {
  return {
    root: options.webDist,
    // One route per built file; every other path falls through to the handlers below.
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own max-age=0 would overwrite it.
    cacheControl: false,
    // The build writes each script and stylesheet as brotli and gzip beside itself
    // (web/precompress-plugin.ts): sent as the browser accepts, never compressed per request.
    preCompressed: true,
    allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
    setHeaders(reply, sentPath) {
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The build leaves the map's comment out of its scripts (web/vite.config.ts): the header
      // tells the browser's developer tools where it is.
      if (options.serveSourceMaps && filePath.endsWith('.js') && existsSync(`${filePath}.map`))
        reply.header('sourcemap', `${path.basename(filePath)}.map`);
    },
  };
}

/**
 * Serves the built SPA: the app's page paths (@app/web/page-paths) answer index.html with 200,
 * every other path the app's own 404 page (index.html too) with status 404.
 */
/**
 * …and returns the answer for unknown paths, for routes that must look missing to some callers
 * (the dev mailbox without its token).
 */
export async function registerSpa(
  app: FastifyInstance,
  options: SpaOptions,
): Promise<UnknownPathAnswer> {
  const { webDist } = options;
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    // In a scope of their own, so that only the files' routes are counted as one.
    await app.register(async (files) => {
      countRoutesAs(files, STATIC_FILE_ROUTE);
      await files.register(fastifyStatic, staticFileOptions(options));
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `${request.method} ${request.url.split('?')[0]} not found`,
    });

  let answerUnknown: UnknownPathAnswer = notFound;
  if (hasBuild) {
    // Routes rather than the not-found handler: @fastify/compress only compresses routes, and
    // index.html carries the whole stylesheet.
    // The build marks where the nonce goes (web/vite.config.ts, html.cspNonce) and names its
    // placeholder in <meta property="csp-nonce">.
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const placeholder = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(indexHtml)?.[1];
    const lists = options.firstListPages;
    const htmlFor = withPageHtml(
      indexHtml,
      readPagePreloads(webDist),
      readFirstPaint(webDist),
      placeholder,
      options.pageHeads,
      lists?.paths ?? new Set(),
    );
    // The build's module scripts (the app's entry and what it loads first), which a page with a
    // first screen starts from an inline module instead (decision 059), under the nonce's
    // placeholder like the build's own tags. Made once per page, not per answer.
    const moduleScript = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/g;
    const entries = [...indexHtml.matchAll(moduleScript)].map((match) => match[1]!);
    const loader = entryAfterFirstScreen(entries, placeholder ? ` nonce="${placeholder}"` : '');
    // The first paint waits for the screen too (decision 060).
    const startsAfterScreen = (html: string) => {
      let first = true;
      return html
        .replace('</head>', () => `${AWAIT_FIRST_SCREEN}</head>`)
        .replace(moduleScript, () => (first ? ((first = false), loader) : ''));
    };
    const siteUrl = options.siteUrl;
    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    const withNonce = (html: string, nonce: string) =>
      placeholder ? html.replaceAll(placeholder, nonce) : html;
    /** A page found: the nonce, and the links to its addresses in every language. */
    const pageHtml = (request: FastifyRequest, html: string, nonce: string) => {
      const body = withNonce(html, nonce);
      if (!siteUrl) return body;
      const links = languageLinks(new URL(siteUrl()).origin, request.url.split('?')[0]!);
      return body.replace('</head>', () => `${links}</head>`);
    };
    const page = (status: number, html: string) => (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        status,
        status === 200
          ? pageHtml(request, html, options.nonce(reply))
          : withNonce(html, options.nonce(reply)),
      );
    // The list's data goes in after the nonce, so no catalogue text is searched for the
    // placeholder; before <title>, so the picture's preload is found early. The rows come in
    // the page's language.
    const listPage = (html: string, lists: FirstListPages) => {
      const withScreenHtml = startsAfterScreen(html);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const nonce = options.nonce(reply);
        const queryStart = request.url.indexOf('?');
        const pathName = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
        const { locale, path } = splitLocalePath(pathName);
        const { head, screen } = await lists.parts(
          path,
          queryStart === -1 ? '' : request.url.slice(queryStart + 1),
          nonce,
          locale,
        );
        const marker = html.includes('<title>') ? '<title>' : '</head>';
        let body = pageHtml(request, screen ? withScreenHtml : html, nonce);
        // Functions, so that no `$` in the catalogue's text is read as a replacement pattern.
        if (head) body = body.replace(marker, () => `${head}${marker}`);
        return send(
          reply,
          200,
          body.replace(FIRST_PAINT_MARKER, () => screen),
        );
      };
    };
    // The same page with status 404: the app shows its own "not found" for the key, and search
    // engines do not index it.
    const detailPage =
      (pattern: string, html: string, details: CatalogueDetailPages) =>
      async (request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) => {
        const found = await details.exists(pattern, request.params.slug ?? '');
        const nonce = options.nonce(reply);
        return send(
          reply,
          found ? 200 : 404,
          found ? pageHtml(request, html, nonce) : withNonce(html, nonce),
        );
      };
    const details = options.detailPages;
    // Every page in every language (decision 029): `/tours`, `/de/tours`, …, `/de` for `/`.
    for (const pattern of new Set(Object.values(pagePaths))) {
      for (const locale of LOCALES) {
        const html = htmlFor(pattern, locale);
        const answer = lists?.paths.has(pattern)
          ? listPage(html, lists)
          : details?.paths.has(pattern)
            ? detailPage(pattern, html, details)
            : page(200, html);
        const address = localizedPath(locale, pattern);
        app.get(address, answer);
        // The app's router accepts a trailing slash too.
        if (address !== '/') app.get(`${address}/`, answer);
      }
    }
    // The 404 page in the language its address names; `/en/…` and `/xx/…` are English.
    const notFoundPages = new Map(
      LOCALES.map((locale) => [locale, page(404, htmlFor(NOT_FOUND_PAGE, locale))]),
    );
    const notAPage = /\.[a-z0-9]{1,8}$/i;
    answerUnknown = (request, reply) => {
      // An API path or a missing file (an old hashed asset, a source map) is no page: plain 404.
      const pathName = request.url.split('?')[0]!;
      if (API_PREFIXES.some((prefix) => pathName.startsWith(prefix)) || notAPage.test(pathName)) {
        return notFound(request, reply);
      }
      return notFoundPages.get(splitLocalePath(pathName).locale)!(request, reply);
    };
    app.get('/*', answerUnknown);
  }
  app.setNotFoundHandler(notFound);
  return answerUnknown;
}
