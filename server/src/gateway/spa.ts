import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { pagePaths } from '@app/web/page-paths';
import { NOT_FOUND_PAGE, PAGE_PRELOADS_FILE, type PagePreloads } from '@app/web/page-preloads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countRoutesAs, STATIC_FILE_ROUTE } from '../metrics/http-metrics.js';
import type { UnknownPathAnswer } from '../platform/unknown-path.js';
import type { CatalogueDetailPages } from './catalogue-detail-pages.js';
import type { FirstListPages } from './first-list-page.js';

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

/**
 * index.html for each page: the build's, plus a `<link rel="modulepreload">` for every file of
 * the page's own code that the build's HTML does not already load (web/page-preloads.ts), so the
 * browser fetches the page's code alongside the entry. Low priority, so that the entry and the
 * first paint are not kept waiting (decision 014). Each link carries the nonce placeholder.
 */
function withPagePreloads(
  indexHtml: string,
  preloads: PagePreloads,
  placeholder: string | undefined,
): (page: string) => string {
  return (page) => {
    const links = (preloads[page] ?? [])
      .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file) && !indexHtml.includes(`"${file}"`))
      .map(
        (file) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}"` +
          (placeholder ? ` nonce="${placeholder}">` : '>'),
      );
    return links.length === 0
      ? indexHtml
      : indexHtml.replace('</head>', `${links.join('')}</head>`);
  };
}

function staticFileOptions(options: SpaOptions): FastifyStaticOptions {
  return {
    root: options.webDist,
    // One route per built file; every other path falls through to the handlers below.
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own max-age=0 would overwrite it.
    cacheControl: false,
    allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
    const htmlFor = withPagePreloads(indexHtml, readPagePreloads(webDist), placeholder);
    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    const withNonce = (html: string, nonce: string) =>
      placeholder ? html.replaceAll(placeholder, nonce) : html;
    const page =
      (status: number, html: string) => (_request: FastifyRequest, reply: FastifyReply) =>
        send(reply, status, withNonce(html, options.nonce(reply)));
    // The list's data goes in after the nonce, so no catalogue text is searched for the
    // placeholder; before <title>, so the picture's preload is found early.
    const listPage =
      (html: string, lists: FirstListPages) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const nonce = options.nonce(reply);
        const queryStart = request.url.indexOf('?');
        const tags = await lists.tags(
          queryStart === -1 ? request.url : request.url.slice(0, queryStart),
          queryStart === -1 ? '' : request.url.slice(queryStart + 1),
          nonce,
        );
        const marker = html.includes('<title>') ? '<title>' : '</head>';
        const body = withNonce(html, nonce);
        // A function, so that no `$` in the catalogue's text is read as a replacement pattern.
        return send(reply, 200, tags ? body.replace(marker, () => `${tags}${marker}`) : body);
      };
    // The same page with status 404: the app shows its own "not found" for the key, and search
    // engines do not index it.
    const detailPage =
      (pattern: string, html: string, details: CatalogueDetailPages) =>
      async (request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) => {
        const found = await details.exists(pattern, request.params.slug ?? '');
        return send(reply, found ? 200 : 404, withNonce(html, options.nonce(reply)));
      };
    const lists = options.firstListPages;
    const details = options.detailPages;
    for (const pattern of new Set(Object.values(pagePaths))) {
      const answer = lists?.paths.has(pattern)
        ? listPage(htmlFor(pattern), lists)
        : details?.paths.has(pattern)
          ? detailPage(pattern, htmlFor(pattern), details)
          : page(200, htmlFor(pattern));
      app.get(pattern, answer);
      // The app's router accepts a trailing slash too.
      if (pattern !== '/') app.get(`${pattern}/`, answer);
    }
    const notFoundPage = page(404, htmlFor(NOT_FOUND_PAGE));
    const notAPage = /\.[a-z0-9]{1,8}$/i;
    answerUnknown = (request, reply) => {
      // An API path or a missing file (an old hashed asset, a source map) is no page: plain 404.
      const pathName = request.url.split('?')[0]!;
      if (API_PREFIXES.some((prefix) => pathName.startsWith(prefix)) || notAPage.test(pathName)) {
        return notFound(request, reply);
      }
      return notFoundPage(request, reply);
    };
    app.get('/*', answerUnknown);
  }
  app.setNotFoundHandler(notFound);
  return answerUnknown;
}
