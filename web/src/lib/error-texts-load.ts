import { i18n } from '@lingui/core';
import { pageLocale } from '../i18n/page-locale';

/**
 * The error texts' catalogue (errors/) of a page in another language than English: loaded once
 * the page has painted, and always before a failed request is answered to the app (issue 48).
 * English pages need none: they show the servers' own sentences.
 */

type ErrorCatalogue = typeof import('../errors/error-catalogue');
let catalogue: ErrorCatalogue | undefined;
let loading: Promise<void> | undefined;

const needsErrorTexts = () => i18n.locale !== '' && i18n.locale !== 'en';

/** The catalogue once loaded; undefined before (or on an English page). */
export function loadedErrorCatalogue(): ErrorCatalogue | undefined {
  return catalogue;
}

/** Loads the error texts' catalogue in the page's language (once; nothing to load in English). */
export function loadErrorTexts(): Promise<void> {
  if (!needsErrorTexts()) return Promise.resolve();
  loading ??= import('../errors/error-catalogue').then(
    (module) => {
      catalogue = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A fetch whose failures (an error answer, or no answer) reach the app only once the error texts
 * are there, so the failure is said in the page's language however busy the browser was: the
 * catalogue's idle-time load may not have run yet when the first action fails.
 */
export function withErrorTexts(inner: typeof fetch): typeof fetch {
  const ready = () => loadErrorTexts().catch(() => undefined);
  return async (input, init) => {
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      await ready();
      throw error;
    }
    if (!response.ok) await ready();
    return response;
  };
}

// A page in another language fetches them once it has painted, before most actions can fail.
if (typeof window !== 'undefined' && pageLocale !== 'en') {
  const load = () => void loadErrorTexts().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 1000);
}
