import type { Locale } from '../domain/src/locales.js';
import type { ListPage } from './src/lib/first-list-page.js';

/** Written into web/dist by the build; the gateway reads it when it starts. */
export const FIRST_PAINT_FILE = 'first-paint.json';
/** Where index.html's static shell takes a page's first screen, under its header. */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/** A page path → its first screen's HTML in each language. */
export type FirstPaint = Record<string, Partial<Record<Locale, string>>>;

/** Marks a list page's first screen rendered by the gateway (decision 059). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/** The first screen's element id: the page's first paint waits until it is parsed whole. */
export const FIRST_SCREEN_ID = 'first-screen';
/**
 * In the head of a page with a first screen: the browser paints nothing until the screen's
 * element is parsed (or the document ends), so the first paint is the whole screen, in one
 * layout, and not the header alone followed by the screen's layout while the page is shown.
 */
export const AWAIT_FIRST_SCREEN = `<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render">`;
/** The server build of the list pages' first screens, beside web/dist (web/first-paint-plugin.ts). */
export const FIRST_SCREEN_DIR = 'dist-server';
export const FIRST_SCREEN_FILE = 'list-first-screen.js';

/**
 * A list page's first screen in `locale` from its first page, or '' for a path without one;
 * `origin`: the site's, which its own pictures are named at.
 */
export type ListFirstScreenRenderer = (
  path: string,
  locale: Locale,
  page: ListPage,
  origin: string,
) => Promise<string>;

/** How long the app waits at most for the first screen's pictures before it starts anyway. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The inline module that starts the app (`entries`, the build's module scripts) in place of their
 * own `<script>`s, once a shown first screen's first pictures are loaded and decoded (or failed),
 * and one frame later: the pictures the phone is there for paint before the app's code takes the
 * main thread, and the app then replaces the screen with the same markup. A screen hidden by its
 * width (or none) waits for nothing but the next frame.
 */
export function entryAfterFirstScreen(entries: readonly string[], nonceAttribute: string): string {
  const code = [
    `const main=document.querySelector('[${FIRST_SCREEN_ATTRIBUTE}]>main');`,
    `const pictures=main&&main.getClientRects().length?[...main.querySelectorAll('img[fetchpriority=high]')]:[];`,
    `await Promise.race([Promise.all(pictures.map((p)=>p.decode().catch(()=>{}))),new Promise((r)=>setTimeout(r,${FIRST_SCREEN_WAIT_MS}))]);`,
    `await new Promise((r)=>requestAnimationFrame(()=>setTimeout(r)));`,
    ...entries.map((entry) => `import(${JSON.stringify(entry)});`),
  ].join('');
  return `<script type="module"${nonceAttribute}>${code}</script>`;
}
