/// <reference types="vite/client" />
import { i18n, type Messages } from '@lingui/core';

/**
 * Unit tests read web modules in English, as a page at an English address does: every area's
 * compiled English catalogue, active before any test runs (main.tsx does the same for the shell
 * before the first render). A test of another language activates it itself.
 */
const catalogues = import.meta.glob<Messages>('../src/locales/en/*.po', {
  import: 'messages',
  eager: true,
});
i18n.loadAndActivate({ locale: 'en', messages: Object.assign({}, ...Object.values(catalogues)) });
