import { TRANSLATED_LOCALES, type TranslatedLocale } from '@app/domain/catalogue-translations';
import { jsonObject } from '../../../lib/error-text';

/** The language and field a save was refused for. */
export interface RefusedTranslation {
  locale: TranslatedLocale;
  field: string;
}

/**
 * Where a data API refusal points, when it is `validation_failed` for one language's field: its
 * JSON details name the language and the field (migration 0054).
 */
export function refusedTranslation(error: {
  hint?: string | null;
  details?: string | null;
}): RefusedTranslation | undefined {
  if (error.hint !== 'validation_failed') return undefined;
  const { language, field } = jsonObject(error.details) ?? {};
  const locale = TRANSLATED_LOCALES.find((candidate) => candidate === language);
  return locale && typeof field === 'string' ? { locale, field } : undefined;
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
