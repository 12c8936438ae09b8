import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from '../domain/src/locales';

/**
 * The web's message catalogues (decision 029): English is the source, written in the code with
 * Lingui's macros; one catalogue per feature folder and one for the shell (app, components,
 * lib), one for the error texts (errors), so that each language's files are edited per area. `npm run i18n:extract` updates them;
 * web/test/catalogues.test.ts fails when they are out of step with the code.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, printPlaceholdersInComments: true }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/i18n',
      ],
      exclude: [
        '**/*.test.*',
        '<rootDir>/src/lib/page-heads/**',
        '<rootDir>/src/lib/policy-texts/**',
        '<rootDir>/src/components/place-map/**',
      ],
    },
    // Every page's title and description (lib/page-heads): the titles are loaded by the pages,
    // the descriptions only read by the gateway for the HTML it sends, so no page downloads them.
    {
      path: '<rootDir>/src/locales/{locale}/page-titles',
      include: ['<rootDir>/src/lib/page-heads/titles.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/page-descriptions',
      include: ['<rootDir>/src/lib/page-heads/descriptions.ts'],
    },
    // The refund tiers and date change terms in words, for the tour page, the legal pages and
    // the FAQ: loaded by those pages only, as a feature's catalogue is.
    {
      path: '<rootDir>/src/locales/{locale}/policy-texts',
      include: ['<rootDir>/src/lib/policy-texts'],
      exclude: ['**/*.test.*'],
    },
    // The small maps of a tour, a micro-tour and a ticket (issue 52): loaded with the map's own
    // chunk, after the page has painted, not with the shell's catalogue on every page.
    {
      path: '<rootDir>/src/locales/{locale}/place-map',
      include: ['<rootDir>/src/components/place-map'],
      exclude: ['**/*.test.*'],
    },
    {
      // The error texts (server codes and sentences, shared validation texts): loaded after the
      // first render, by lib/error-text.ts, in a language other than English only.
      path: '<rootDir>/src/locales/{locale}/errors',
      include: ['<rootDir>/src/errors'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
  ],
});
