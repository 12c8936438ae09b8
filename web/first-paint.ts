import type { Locale } from '../domain/src/locales.js';

/** Written into web/dist by the build; the gateway reads it when it starts. */
export const FIRST_PAINT_FILE = 'first-paint.json';
/** Where index.html's static shell takes a page's first screen, under its header. */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/** A page path → its first screen's HTML in each language. */
export type FirstPaint = Record<string, Partial<Record<Locale, string>>>;
