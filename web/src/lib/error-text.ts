import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { isFunctionErrorCodeShape } from './function-error-code';
import { isLocale, type Locale } from '@app/domain/locales';
import { ServerFunctionError } from './server-function';
import { loadedErrorCatalogue } from './error-texts-load';

/**
 * What the web shows for a failure, in the page's language (issue 48). The servers answer in
 * English with a machine code; an English page shows the server's sentence as it always did, any
 * other language the sentence's or the code's catalogue message, else a generic one: no English
 * sentence of a server reaches a page in another language. The messages (errors/) load after the
 * first render of a page in another language, with the first validation of a form, and before
 * any failed request reaches the app (error-texts-load.ts).
 */

/** An error whose message is already in the page's language (a t`…` text): shown as it is. */
export class TranslatedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslatedError';
  }
}

/** Where a failure came from, its machine code and the server's English sentence. */
export interface ErrorFacts {
  source: 'function' | 'auth' | 'rest' | 'storage' | 'other';
  code?: string;
  /** PostgreSQL's or PostgREST's own code (23505, PGRST301) of a data API refusal. */
  sqlState?: string;
  status?: number;
  message?: string;
  body?: Record<string, unknown>;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function readError(error: unknown): ErrorFacts {
  if (error instanceof ServerFunctionError) {
    return {
      source: 'function',
      code: error.code ?? text(error.body.code),
      status: error.status,
      message: text(error.body.error),
      body: error.body,
    };
  }
  const name = text(field(error, 'name'));
  const message = text(field(error, 'message'));
  // supabase-js's AuthError keeps GoTrue's error_code as `code`.
  if (field(error, '__isAuthError') === true || name?.startsWith('Auth')) {
    const status = field(error, 'status');
    return {
      source: 'auth',
      code: text(field(error, 'code')),
      status: typeof status === 'number' ? status : undefined,
      message,
    };
  }
  if (name === 'StorageApiError' || name === 'StorageUnknownError') {
    const status = field(error, 'status');
    return { source: 'storage', status: typeof status === 'number' ? status : undefined, message };
  }
  // A data API refusal (PostgrestError): a refusal of ours names its code in `hint`, and its
  // figures in `details` ({"error": sentence, ...figures}).
  const hint = field(error, 'hint');
  if (name === 'PostgrestError' || (field(error, 'details') !== undefined && hint !== undefined)) {
    return {
      source: 'rest',
      code: isFunctionErrorCodeShape(hint) ? hint : undefined,
      sqlState: text(field(error, 'code')),
      message,
      body: jsonObject(field(error, 'details')),
    };
  }
  return { source: 'other', message };
}

/** A refusal's JSON details as an object; undefined when they are plain text or none. */
export function jsonObject(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'string' || !value.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed))
      : undefined;
  } catch {
    return undefined;
  }
}

/** The fields of a data API refusal (postgrest-js answers them as a plain object). */
export interface RestRefusal {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * A data API refusal as an Error to throw: its message as the English page shows it, with the
 * code, hint and details a page in another language is said from.
 */
export function restRefusalError(refusal: RestRefusal): Error {
  return Object.assign(new Error(refusal.message), {
    name: 'PostgrestError',
    code: refusal.code,
    details: refusal.details ?? null,
    hint: refusal.hint ?? null,
  });
}

/** The machine code of a failure from any service; undefined when it named none. */
export function errorCode(error: unknown): string | undefined {
  return readError(error).code;
}

function pageLanguage(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/**
 * What a failed action says to the user, in the page's language: an English page shows the
 * error's own message (else the fallback), as it always did; any other language the catalogue
 * message of the server's sentence or machine code, else the fallback (pass a translated one),
 * else a generic "Something went wrong".
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof TranslatedError) return error.message;
  const locale = pageLanguage();
  if (locale === 'en') {
    return error instanceof Error && error.message
      ? error.message
      : (fallback ?? 'Please try again.');
  }
  const translated = loadedErrorCatalogue()?.translateError(readError(error), locale);
  if (translated) return translated;
  // A fallback of the shell's English constants (TOP_UP_FAILED_MESSAGE) is said in the language.
  if (fallback) return loadedErrorCatalogue()?.translateSentence(fallback, locale) ?? fallback;
  return t`Something went wrong. Please try again.`;
}

/**
 * A validation text of a domain schema (a zod issue's message, a server's field error) in the
 * page's language: the same text when it is not one of the shared domain texts.
 */
export function validationText(message: string): string;
export function validationText(message: string | undefined): string | undefined;
export function validationText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const locale = pageLanguage();
  if (locale === 'en') return message;
  return loadedErrorCatalogue()?.translateSentence(message, locale) ?? message;
}
