import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES } from '@app/domain/locales';
import { FIRST_PAINT_FILE, FIRST_PAINT_MARKER, type FirstPaint } from '@app/web/first-paint';
import { pagePaths } from '@app/web/page-paths';
import { messagesKey, PAGE_PRELOADS_FILE, type PagePreloads } from '@app/web/page-preloads';
import { webDistDir, webLocalesDir } from '@app/server/platform/project-paths';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createTicketMicroTour, createTicketTour } from '@app/testing/ticket-fixtures';
import { PAGE_NAMES, readPageHeads } from './page-heads.js';
import { registerSitemap } from './sitemap.js';

const gateway = () => inject('gatewayUrl');
/** SITE_URL's origin as the test server has it (the address it printed, on localhost). */
let siteOrigin = '';
const origin = () => siteOrigin;

beforeAll(async () => {
  const text = await (await fetch(`${gateway()}/`)).text();
  siteOrigin = new URL(/<link rel="canonical" href="([^"]+)">/.exec(text)![1]!).origin;
  expect(siteOrigin).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
});

async function html(address: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${gateway()}${address}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
}

/** What a crawler reads of a page's head. */
function head(text: string) {
  const attribute = (pattern: RegExp) => pattern.exec(text)?.[1];
  return {
    lang: attribute(/<html lang="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    alternates: Object.fromEntries(
      [...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, language, href]) => [language!, href!],
      ),
    ),
    canonical: [...text.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(([, h]) => h),
  };
}

describe('pages in every language', () => {
  it('answers every page of page-paths.ts under every language prefix with 200', async () => {
    const tour = await createTicketTour();
    const walk = await createTicketMicroTour();
    const keys: Record<string, string> = {
      [pagePaths.tour]: tour.slug,
      [pagePaths.microTour]: walk.slug,
    };
    for (const pattern of new Set<string>(Object.values(pagePaths))) {
      const address = pattern.replace(/:\w+/, (name) => keys[pattern] ?? `any-${name.slice(1)}`);
      for (const prefix of ['', '/de', '/fr', '/es', '/it']) {
        const { status, text } = await html(`${prefix}${address === '/' ? '' : address}` || '/');
        expect(status, `${prefix}${address}`).toBe(200);
        expect(head(text).lang).toBe(prefix.slice(1) || 'en');
      }
    }
  });

  it('answers /en/…, an unknown prefix and an unknown tour in any language with the 404 page', async () => {
    const missing = `no-such-slug-${uniqueTag()}`;
    for (const address of [
      '/en/tours',
      '/en',
      '/xx/tours',
      '/deu/tours',
      '/de/no-such-page',
      `/de/tours/${missing}`,
      `/fr/micro-tours/${missing}`,
      `/it/tours/${missing}/`,
    ]) {
      const { status, text } = await html(address);
      expect(status, address).toBe(404);
      expect(text, address).toContain('<div id="root">');
      // A missing page names no addresses for crawlers.
      expect(head(text).canonical, address).toEqual([]);
      expect(head(text).alternates, address).toEqual({});
    }
    expect(head((await html('/de/no-such-page')).text)).toMatchObject({
      lang: 'de',
      title: 'Seite nicht gefunden – EcoTours',
    });
    expect(head((await html('/en/tours')).text)).toMatchObject({
      lang: 'en',
      title: 'Page Not Found – EcoTours',
    });
  });

  it("sends each page's head in its language: lang, title, description, alternates, canonical", async () => {
    const english = head((await html('/tours?page=2&category=eco')).text);
    expect(english).toMatchObject({
      lang: 'en',
      title: 'Eco-Friendly Tours – EcoTours',
      canonical: [`${origin()}/tours`],
    });
    expect(english.description).toMatch(/^Browse multi-day eco/);
    const languages = {
      en: `${origin()}/tours`,
      de: `${origin()}/de/tours`,
      fr: `${origin()}/fr/tours`,
      es: `${origin()}/es/tours`,
      it: `${origin()}/it/tours`,
      'x-default': `${origin()}/tours`,
    };
    expect(english.alternates).toEqual(languages);

    // The query and a trailing slash stay out of the addresses (decision 029).
    const german = head((await html('/de/tours/?page=2&category=eco')).text);
    expect(german).toMatchObject({
      lang: 'de',
      title: 'Nachhaltige Touren – EcoTours',
      canonical: [`${origin()}/de/tours`],
      alternates: languages,
    });
    expect(german.description).toMatch(/^Mehrtägige Touren durch Europa/);

    const french = head((await html('/fr/contact')).text);
    expect(french).toMatchObject({
      lang: 'fr',
      title: 'Nous contacter – EcoTours',
      canonical: [`${origin()}/fr/contact`],
    });
    expect(french.description).toMatch(/^Une question sur un circuit/);
    expect(french.alternates['x-default']).toBe(`${origin()}/contact`);

    const home = head((await html('/it')).text);
    expect(home).toMatchObject({
      lang: 'it',
      title: 'EcoTours – Viaggi sostenibili in Europa',
      canonical: [`${origin()}/it`],
    });
    expect(home.alternates.en).toBe(`${origin()}/`);
  });

  it("writes the home page's hero into its HTML under the static header, in the page's language", async () => {
    const firstPaint = JSON.parse(
      readFileSync(path.join(webDistDir, FIRST_PAINT_FILE), 'utf8'),
    ) as FirstPaint;
    const heading = (text: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1];
    for (const locale of LOCALES) {
      const { text } = await html(locale === 'en' ? '/' : `/${locale}`);
      const hero = firstPaint[pagePaths.home]![locale]!;
      const after = text.slice(text.indexOf('</header>') + '</header>'.length);
      expect(after.trimStart().startsWith(hero), locale).toBe(true);
      expect(heading(text), locale).toBe(heading(hero));
      expect(text).not.toContain(FIRST_PAINT_MARKER);
    }
    expect(heading((await html('/de')).text)).toBe(
      'Entdecke Europa – eine kurze Stadttour nach der anderen',
    );
    // Not a tag the Content-Security-Policy would refuse: no inline style, script or handler.
    expect(firstPaint[pagePaths.home]!.en).not.toMatch(/<script|\sstyle=|\son\w+=/);
    // (A bare list page's first screen is the gateway's own render: list-first-screen.test.ts.)
    for (const address of ['/tours?page=2', '/de/blog']) {
      const { text } = await html(address);
      expect(text, address).not.toContain('<main');
      expect(text, address).not.toContain(FIRST_PAINT_MARKER);
    }
  });

  it('keeps the inline first list page under a language prefix', async () => {
    for (const address of ['/de/tours', '/es/micro-tours']) {
      expect((await html(address)).text, address).toContain('id="first-list-page"');
    }
  });

  it("preloads the language's catalogues and the code that reads the catalogue in it, at normal priority", async () => {
    const preloads = JSON.parse(
      readFileSync(path.join(webDistDir, PAGE_PRELOADS_FILE), 'utf8'),
    ) as PagePreloads;
    const catalogues = (text: string) =>
      [
        ...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="[^"]+">/g),
      ].map(([, href]) => href!);
    for (const locale of ['de', 'fr'] as const) {
      const text = (await html(`/${locale}/tours`)).text;
      const expected = [
        ...preloads[messagesKey(locale)]!,
        ...preloads[messagesKey(locale, pagePaths.tours)]!,
      ];
      expect(expected.length).toBeGreaterThan(1);
      expect(catalogues(text).sort()).toEqual([...new Set(expected)].sort());
      // The cards wait for it: found only after the page's code ran, it cost a round trip.
      expect(
        catalogues(text).filter((file) => /\/catalogue-localize-[\w-]+\.js$/.test(file)),
      ).toHaveLength(1);
      // No other language's catalogue.
      for (const file of preloads[messagesKey('en', pagePaths.tours)]!) {
        expect(text).not.toContain(`"${file}"`);
      }
    }
    expect((await html('/tours')).text).not.toContain('catalogue-localize-');
  });

  it('reads a title and a description for every page in every language', () => {
    const heads = readPageHeads(webLocalesDir);
    for (const page of PAGE_NAMES) {
      for (const locale of LOCALES) {
        const { title, description } = heads(page, locale);
        expect(title, `${locale} ${page}`).toMatch(/EcoTours/);
        expect(description.length, `${locale} ${page}`).toBeGreaterThan(30);
        expect(description.length, `${locale} ${page}`).toBeLessThanOrEqual(160);
        if (locale !== 'en') {
          expect(description, `${locale} ${page}`).not.toBe(heads(page, 'en').description);
        }
      }
    }
  });
});

/**
 * Whether `text` is well-formed XML as a sitemap writes it: a declaration, one root element,
 * every element closed in order, attributes quoted, only XML's own entities, no stray markup.
 */
function isWellFormed(text: string): boolean {
  if (!text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) return false;
  const body = text.slice(text.indexOf('?>') + 2);
  const open: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let index = 0;
  while (index < body.length) {
    const next = body.indexOf('<', index);
    const chars = body.slice(index, next === -1 ? body.length : next);
    if (/[>]|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(chars)) return false;
    if (open.length === 0 && chars.trim() !== '') return false;
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(body);
    if (!match) return false;
    const [, closing, name, attributes, selfClosing] = match;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(attributes!)) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    } else if (open.length === 0) {
      roots += 1;
    }
    index = tag.lastIndex;
  }
  return open.length === 0 && roots === 1;
}

interface SitemapUrl {
  loc: string;
  /** hreflang → href */
  alternates: Record<string, string>;
}

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function sitemapUrls(text: string): SitemapUrl[] {
  return [...text.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => ({
    loc: unescape(loc!),
    alternates: Object.fromEntries(
      [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, language, href]) => [language!, unescape(href!)],
      ),
    ),
  }));
}

const sitemapParts = (text: string) =>
  [...text.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, loc]) => unescape(loc!));

describe('/sitemap.xml', () => {
  it('lists every public page in every language with its alternates, and no member page', async () => {
    const tour = await createTicketTour();
    const walk = await createTicketMicroTour();
    const read = async () => {
      const response = await fetch(`${gateway()}/sitemap.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      return response.text();
    };
    // The tour is listed once the catalogue's new version has reached the gateway.
    await expect.poll(async () => (await read()).includes(`/tours/${tour.slug}<`)).toBe(true);
    const text = await read();
    expect(isWellFormed(text)).toBe(true);
    expect(isWellFormed(text.replace('</url>', ''))).toBe(false);
    const urls = sitemapUrls(text);
    expect(urls.length).toBe(text.match(/<url>/g)!.length);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${origin()}/`))).toBe(true);

    for (const page of [`/tours/${tour.slug}`, `/micro-tours/${walk.slug}`, '/blog', '/contact']) {
      const listed = LOCALES.map((locale) =>
        urls.find((url) => url.loc === `${origin()}${locale === 'en' ? '' : `/${locale}`}${page}`),
      );
      expect(listed.every(Boolean), page).toBe(true);
      for (const url of listed) {
        expect(url!.alternates).toEqual({
          en: `${origin()}${page}`,
          de: `${origin()}/de${page}`,
          fr: `${origin()}/fr${page}`,
          es: `${origin()}/es${page}`,
          it: `${origin()}/it${page}`,
          'x-default': `${origin()}${page}`,
        });
      }
    }
    expect(locs).toContain(`${origin()}/`);
    expect(locs).toContain(`${origin()}/de`);
    for (const path of [
      '/wallet',
      '/dashboard',
      '/admin',
      '/login',
      '/checkout/',
      '/newsletter/',
    ]) {
      expect(
        locs.filter((loc) =>
          new URL(loc).pathname.replace(/^\/(de|fr|es|it)(?=\/)/, '').startsWith(path),
        ),
        path,
      ).toEqual([]);
    }
  });

  it('names itself in /robots.txt', async () => {
    const response = await fetch(`${gateway()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  describe('when the pages are more than one file holds', () => {
    const app = Fastify();
    let url = '';
    beforeAll(async () => {
      registerSitemap(app, {
        pool: servicePool(),
        siteUrl: () => 'https://ecotours.example/',
        pagesPerPart: 40,
      });
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app.close());

    it('is an index of parts, each holding at most its share, together every page once', async () => {
      const index = await (await fetch(`${url}/sitemap.xml`)).text();
      expect(isWellFormed(index)).toBe(true);
      const parts = sitemapParts(index);
      expect(parts.length).toBeGreaterThan(1);
      const locs: string[] = [];
      for (const [number, part] of parts.entries()) {
        expect(part).toBe(`https://ecotours.example/sitemap-${number + 1}.xml`);
        const response = await fetch(`${url}/sitemap-${number + 1}.xml`);
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(isWellFormed(text)).toBe(true);
        const urls = sitemapUrls(text);
        expect(urls.length).toBeLessThanOrEqual(40 * LOCALES.length);
        expect(new Set(urls.map((entry) => entry.loc)).size).toBe(urls.length);
        locs.push(...urls.map((entry) => entry.loc));
      }
      const { rows } = await servicePool().query<{ slug: string }>(
        "select slug from public.tours where slug not like 'ticket-%' limit 20",
      );
      for (const { slug } of rows) {
        expect(locs).toContain(`https://ecotours.example/es/tours/${slug}`);
      }
      expect((await fetch(`${url}/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
      expect((await fetch(`${url}/sitemap-0.xml`)).status).toBe(404);
    });
  });
});
