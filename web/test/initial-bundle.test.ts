import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetsDir,
  chunkOf,
  chunksNamed,
  distDir,
  firstVisitScripts,
  gzippedSize,
  HOME_BUDGET,
  initialScripts,
  KB,
  messageScripts,
  type PageName,
  readDist,
} from '@app/web/bundle-size';
import { pagePaths } from '@app/web/page-paths';

/**
 * What a first visit to each public page may download in all (gzipped): the first page's files
 * plus the page's own, from the module its route loads (web/src/app/page-modules.ts).
 */
/**
 * English pages keep the budgets they had before the site had languages (issue 48, decision
 * 029), though each now carries Lingui's runtime, its messages' ids, every page's title in its
 * language (lib/page-heads) and the header's language switcher: English messages are compiled
 * into the code (web/source-messages.ts), so English pages download no catalogue; Radix's widgets
 * (roving focus apart), the pictures' pieces, the tours filter sheet's dialog and a tour's booking
 * actions load only with the pages or the moments that need them; the blog bodies' map left the
 * entry, the entry's map of lazy chunks names fewer files, React Router and Lingui ship without
 * their developers' warnings, and no script names its source map (web/vite.config.ts).
 */
const publicPageBudgets: Partial<Record<keyof typeof pagePaths, number>> = {
  // The home page's sections load as a page of their own, preloaded with the entry (decision 029).
  // The CO₂ saving line of the cards (issue 49) is preloaded with each page that shows it, so it
  // renders with the cards rather than in one more pass after them (+3.5 KB gzipped here, on
  // /micro-tours, a micro-tour's page and, within their budgets, /tours, a tour's page and the
  // micro-tour checkout): 153.4 KB. The entry stays within HOME_BUDGET (the test above).
  // The Settings page (issue 51, decision 044): its route, the links of the account menu and
  // the phone menu (+0.4 KB gzipped in every page's entry: 153.9 KB here).
  // Staff and members' own pages ask for the second factor from their route modules (decisions
  // 045, 041): the entry's map of lazy chunks names those modules (+0.1 KB gzipped, 154.1 KB).
  // The lists' 'Search this area' param and the one home of each list's filters, which the
  // router's data prefetch reads in the entry (issue 52, decision 049: +0.3 KB gzipped in every
  // page's entry: 154.4 KB here).
  // The entry's map of lazy chunks names the list routes' chunks of the List / Map switch and
  // the map's loader (issue 52, decision 050: +30 bytes gzipped, 154.53 KB).
  // The list routes run their loaders only on arrival (issue 52, decision 050: +60 bytes gzipped
  // in the entry, 154.60 KB; the hashed names move it by some 20 bytes from build to build).
  // The app's own links (issue 52, decision 052: +0.4 KB gzipped in every page's entry, 155.0 KB
  // here), which render again only with their props, not at every change of the address.
  // A searched list asks the search call for its count and ids (issue 53, decision 056): the
  // branch and the lazy imports of the two searched pages' readers, named in the entry's map of
  // lazy chunks (+0.17 KB gzipped in every page's entry: 155.27 KB here).
  home: 155.4 * KB,
  // Guarded routes send a visitor without a session to sign in from the router, before the
  // page's code loads (+0.1 KB gzipped, 165.0 KB).
  tours: 165.5 * KB,
  // The booking panel reads and shows the seats of each date (+2 KB gzipped); the catalogue
  // client's cache mode for signed-in readers and the card pictures' shared sizes, which the
  // gateway's inline first page also uses (decisions 022, 023: +0.2 KB gzipped, 163.1 KB). The
  // dates close by the sales rule, the stepper states the tour's real limit, a member on the
  // waiting list sees their place and can leave, and the confirmation links to the e-ticket
  // (+1.3 KB gzipped, 164.4 KB). A card top-up carries the booking it interrupted, and the way
  // back takes it up (decision 026): only the sending and the dialog's state load at first, the
  // reading, waiting and confirmation load on that way back (+0.7 KB gzipped). The cancellation
  // terms state the date change terms, from SQL's rule (+0.6 KB gzipped in a chunk of their own,
  // which the legal pages share), and the seat helpers split into smaller chunks now that the
  // dashboard's date change dialog shares them (+0.6 KB gzipped).
  // The booking panel asks the lead traveler's name and phone (decision 038), and a tour taken
  // off sale says so instead of the panel (decision 039): 166.9 KB.
  // The Settings page's route and links (+0.5 KB gzipped, see the home page): 167.8 KB.
  // The lists' area param and filters (issue 52, see the home page): 168.2 KB.
  // The map of the route and the meeting point (issue 52, decision 048): only its lazy import
  // and the box its fallback reserves (+0.1 KB gzipped, 168.0 KB; the files' hashed names move
  // a first visit by some 20 bytes from build to build); the map's code and the basemap load
  // when the box comes near the screen.
  // The app's own links (see the home page): 168.66 KB.
  // A searched list's call (issue 53, see the home page): 168.94 KB.
  tour: 169.1 * KB,
  // The CO₂ line preloaded (+3.4 KB gzipped, see the home page): 167.0 KB.
  // The Settings page's route and links (see the home page): 167.6 KB.
  // The second factor's route modules named in the entry (see the home page): 167.76 KB.
  // The lists' area param and filters (issue 52, see the home page): 168.1 KB.
  // The List / Map switch and the loader of the map (issue 52, decision 050: +1.3 KB gzipped; the
  // map's code, d3 and the basemap load only when the map opens, see below): 169.5 KB.
  // The map's host loads the map without React.lazy, whose Suspense boundary held its fallback
  // 300 ms, the list's route runs its loader only on arrival, and the switch loads the map's code
  // from the press on 'Map' (issue 52, decision 050: +0.4 KB gzipped): 170.0 KB.
  // The app's own links (see the home page): 170.49 KB.
  // The back-to-top button's band measured by an observer at load, not by a layout forced when
  // the map opens (+0.06 KB gzipped in every page's entry): 170.62 KB.
  // A searched list's call (issue 53, see the home page): 170.81 KB.
  microTours: 171.0 * KB,
  // The entry's map of lazy chunks names the date change dialog's chunks (+0.3 KB gzipped in
  // every page's entry: 155.0 KB here, 171.1 KB for the contact page).
  // The CO₂ line preloaded (+3.5 KB gzipped, see the home page): 156.1 KB.
  // The start times per weekday, named in the page's language (issue 50, decision 035: +0.1 KB
  // gzipped, 156.5 KB).
  // A micro-tour taken off sale says so instead of the booking card (decision 039): 157.1 KB.
  // The Settings page's route and links (see the home page): 157.8 KB.
  // The lists' area param and filters (issue 52, see the home page): 158.3 KB.
  // The meeting point's map (issue 52, decision 048): its lazy import and box (+0.1 KB gzipped,
  // 158.1 KB), as on a tour's page.
  // The list routes' loader option in the entry (see the home page): 158.57 KB.
  // The app's own links (see the home page): 158.95 KB.
  // A searched list's call (issue 53, see the home page): 159.23 KB.
  microTour: 159.4 * KB,
  microTourCheckout: 165 * KB,
  login: 170 * KB,
  signup: 170 * KB,
  resetPassword: 155 * KB,
  blog: 160 * KB,
  blogArticle: 180 * KB,
  // The shared UI chunk and the router grow with the ticket and check-in pages (+0.5 KB gzipped:
  // 169.7 KB before, 170.2 KB after).
  // The lists' area param and filters (issue 52, see the home page): 171.7 KB.
  // The app's own links (see the home page): 172.26 KB.
  // A searched list's call (issue 53, see the home page): 172.55 KB.
  contact: 172.7 * KB,
  newsletterConfirm: 160 * KB,
  newsletterUnsubscribe: 160 * KB,
  // The legal pages' chunk carries the cancellation and refund wording (+0.4 KB gzipped), since
  // said as what happens: a refund reaches the wallet at once (152.0 KB). The Terms and the
  // Delivery & Refund Policy state the date change terms from SQL's rule (+0.8 KB gzipped with
  // the entry's larger map of lazy chunks: 152.8 KB).
  privacyPolicy: 152.5 * KB,
  termsOfService: 153 * KB,
  deliveryRefund: 153 * KB,
  // 'How we calculate' (issue 49): the page's text and the factors' table (142.2 KB).
  // The app's own links (see the home page): 145.29 KB.
  // A searched list's call (issue 53, see the home page): 145.57 KB.
  howWeCalculate: 145.7 * KB,
};
const publicPages = Object.entries(publicPageBudgets).map(([key, budget]) => {
  const name = key as PageName;
  return { name, page: pagePaths[name], budget: budget! };
});
/** Pages for members and admins only; they are no visitor's first page. */
const memberPages = new Set<string>([
  pagePaths.checkout,
  pagePaths.wallet,
  pagePaths.dashboard,
  pagePaths.settings,
  pagePaths.ticket,
  pagePaths.admin,
  pagePaths.adminImages,
  pagePaths.adminCheckIn,
]);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function chunkNamed(name: string): string {
  const files = chunksNamed(name);
  expect(files, `one ${name} chunk (vite.config.ts names it)`).toHaveLength(1);
  return files[0]!;
}

function initialScriptsWithClient(): Set<string> {
  const { scripts, preloads } = initialScripts();
  expect(preloads, "index.html preloads the catalogue's client alongside the entry").toContain(
    chunkNamed('postgrest'),
  );
  return scripts;
}

describe('JavaScript budgets (gzipped, first visit)', () => {
  it(`/ loads at most ${kb(HOME_BUDGET)}, without supabase-js`, () => {
    const scripts = initialScriptsWithClient();
    expect(scripts.has(chunkNamed('supabase')), 'supabase-js waits for a session').toBe(false);
    const size = gzippedSize(scripts);
    console.info(`initial JavaScript for /: ${kb(size)} in ${scripts.size} files`);
    expect(size).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it('every public page has a budget', () => {
    const pages = new Set<string>(Object.values(pagePaths));
    const budgeted = new Set([...publicPages.map(({ page }) => page), ...memberPages]);
    expect([...pages].filter((page) => !budgeted.has(page))).toEqual([]);
  });

  it.each(publicPages)('$page stays within its budget', ({ name, page, budget }) => {
    initialScriptsWithClient();
    const scripts = firstVisitScripts('en', name);
    const size = gzippedSize(scripts);
    console.info(`JavaScript for ${page}: ${kb(size)} in ${scripts.size} files`);
    expect(size).toBeLessThanOrEqual(budget);
  });
});

describe('the CO₂ saving line (issue 49)', () => {
  const line = chunkOf('features/footprint/components/saving-line.tsx');
  const preloaded = (name: PageName) => firstVisitScripts('en', name).has(line);

  it('comes with the pages that show it on cards or the page, not with the others', () => {
    for (const name of ['home', 'tours', 'tour', 'microTours', 'microTour'] as const) {
      expect(preloaded(name), name).toBe(true);
    }
    for (const name of ['login', 'blogArticle', 'contact', 'privacyPolicy'] as const) {
      expect(preloaded(name), name).toBe(false);
    }
    expect(initialScripts().scripts.has(line), 'never with the entry').toBe(false);
  });

  it('is awaited by the routes of exactly the pages it comes with (router.tsx)', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    // Each `pagePaths.x` up to its route's `import('../module')`, as page-modules.test.ts reads it.
    const routes = [
      ...router.matchAll(/pagePaths\.(\w+)((?:(?!pagePaths\.)[\s\S])*?)import\('\.\.\//g),
    ];
    expect(routes.length).toBeGreaterThan(10);
    for (const [, name, route] of routes) {
      expect(route!.includes('pageWithSavingLine('), name).toBe(preloaded(name as PageName));
    }
  });

  it("comes with its catalogue in the page's language", () => {
    const german = firstVisitScripts('de', 'tours');
    const footprintCatalogue = [...german].filter((file) => /\/footprint-[^/]+\.js$/.test(file));
    expect(footprintCatalogue).toHaveLength(1);
    expect(firstVisitScripts('de', 'login').has(footprintCatalogue[0]!)).toBe(false);
  });
});

describe('the list map (issue 52)', () => {
  it('loads only when a list opens its map, never with the list pages', () => {
    const map = chunkOf('features/map/components/list-map.tsx');
    for (const locale of ['en', 'de'] as const) {
      for (const name of ['tours', 'microTours', 'home'] as const) {
        const files = firstVisitScripts(locale, name);
        expect(files.has(map), `${locale} ${name}`).toBe(false);
        const d3 = [...files].filter((file) => readDist(file).includes('scaleExtent'));
        expect(d3, `${locale} ${name}: no d3-zoom`).toEqual([]);
      }
    }
    expect(initialScripts().scripts.has(map)).toBe(false);
  });

  it("is compiled as it streams in: V8's compile hint opens it and zod's core, no first-page file", () => {
    const hinted = (file: string) => readDist(file).startsWith('//# allFunctionsCalledOnLoad\n');
    expect(hinted(chunkOf('features/map/components/list-map.tsx'))).toBe(true);
    const zodCore = readdirSync(assetsDir)
      .filter((file) => file.endsWith('.js') && existsSync(path.join(assetsDir, `${file}.map`)))
      .filter((file) => {
        const { sources } = JSON.parse(readDist(`assets/${file}.map`)) as { sources: string[] };
        return sources.every((source) => source.includes('node_modules/zod/v4/core/'));
      });
    expect(zodCore).toHaveLength(1);
    expect(hinted(`assets/${zodCore[0]!}`)).toBe(true);
    expect([...initialScripts().scripts].filter(hinted)).toEqual([]);
  });
});

describe('lazy chunks', () => {
  it('preload only files the build holds (an inlined stylesheet is no longer one)', () => {
    const listed = readdirSync(assetsDir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const deps = /const __vite__mapDeps=.*?m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(
          readDist(`assets/${file}`),
        );
        return deps ? (JSON.parse(deps[1]!) as string[]) : [];
      });
    expect(listed.length, 'some chunk loads others lazily').toBeGreaterThan(0);
    expect(listed.filter((file) => !existsSync(path.join(distDir, file)))).toEqual([]);
  });
});

describe('each language adds only its own catalogues', () => {
  const locales = ['de', 'fr', 'es', 'it'] as const;
  it.each(publicPages)('$page loads the same code in every language', ({ name, page }) => {
    const firstVisit = (locale: 'en' | (typeof locales)[number]) => firstVisitScripts(locale, name);
    const english = firstVisit('en');
    const code = [...english].filter((file) => !messageScripts('en', page).includes(file));
    for (const locale of locales) {
      const files = firstVisit(locale);
      const catalogues = messageScripts(locale, page);
      expect([...files].filter((file) => !catalogues.includes(file)).sort()).toEqual(
        code.filter((file) => !messageScripts('en').includes(file)).sort(),
      );
      const extra = gzippedSize(catalogues) - gzippedSize(messageScripts('en', page));
      console.info(
        `${page} in ${locale}: ${kb(gzippedSize(files))} (${kb(extra)} more than English)`,
      );
    }
  });
});
