import { TRANSLATED_LOCALES, type TranslatedLocale } from '@app/domain/catalogue-translations';

/** The language and field a save was refused for. */
export interface RefusedTranslation {
  locale: TranslatedLocale;
  field: string;
}

/** The database's sentence for a translation that does not fit (migration 0046). */
const REFUSAL = /^Translation ([a-z]{2})\.([a-z_]+) /;

/**
 * Where a data API refusal points, when it is `validation_failed` for one language's field
 * ("Translation de.title must be a text of at most 200 characters, not blank.").
 */
export function refusedTranslation(error: {
  hint?: string | null;
  message?: string;
}): RefusedTranslation | undefined {
  if (error.hint !== 'validation_failed') return undefined;
  const [, code, field] = REFUSAL.exec(error.message ?? '') ?? [];
  const locale = TRANSLATED_LOCALES.find((candidate) => candidate === code);
  return locale && field ? { locale, field } : undefined;
}

/**
 * A save the database refused for one language's field. It keeps the refusal's code, hint and
 * details, so `errorText` reads it as the data API's `validation_failed`, and says where.
 */
export class TranslationRefusedError extends Error {
  readonly hint = 'validation_failed';
  readonly code: string;
  readonly details: string;

  constructor(
    readonly refused: RefusedTranslation,
    error: { message: string; code?: string; details?: string | null },
  ) {
    super(error.message);
    this.name = 'TranslationRefusedError';
    this.code = error.code ?? '';
    this.details = error.details ?? '';
  }
}

/** The refusal a failed catalogue save names, or undefined. */
export function translationRefusalOf(error: {
  message: string;
  code?: string;
  hint?: string | null;
  details?: string | null;
}): TranslationRefusedError | undefined {
  const refused = refusedTranslation(error);
  return refused ? new TranslationRefusedError(refused, error) : undefined;
}
