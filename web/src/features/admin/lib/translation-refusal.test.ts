import { describe, expect, it } from 'vitest';
import { errorCode, errorText } from '../../../lib/error-text';
import { describeTourError } from '../api/save-tour';
import { refusedTranslation, TranslationRefusedError } from './translation-refusal';

// The database's refusal of a translation (migrations 0046, 0054), as PostgREST answers it.
const refusal = (
  message: string,
  figures: Record<string, unknown> = {},
  hint = 'validation_failed',
) => ({
  code: '23514',
  message,
  hint,
  details: JSON.stringify({ error: message, constraint: 'tours_translations_check', ...figures }),
});

describe('refusedTranslation', () => {
  it('names the language and the field its details name', () => {
    expect(
      refusedTranslation(
        refusal('Translation de.title must be a text of at most 200 characters, not blank.', {
          language: 'de',
          field: 'title',
          rule: 'text',
          maxLength: 200,
          notBlank: true,
        }),
      ),
    ).toEqual({ locale: 'de', field: 'title' });
    expect(
      refusedTranslation(
        refusal('Translation it.whats_not must be a list of at most 60 texts.', {
          language: 'it',
          field: 'whats_not',
        }),
      ),
    ).toEqual({ locale: 'it', field: 'whats_not' });
  });

  it('names nothing for another refusal, another code, English or details that are not JSON', () => {
    expect(refusedTranslation(refusal('Unknown language "xx".', { language: 'xx' }))).toBe(
      undefined,
    );
    expect(
      refusedTranslation(refusal('Translations in "de" must be an object.', { language: 'de' })),
    ).toBe(undefined);
    expect(
      refusedTranslation(refusal('A sentence.', { language: 'de', field: 'title' }, 'other')),
    ).toBe(undefined);
    expect(refusedTranslation(refusal('A sentence.', { language: 'en', field: 'title' }))).toBe(
      undefined,
    );
    expect(
      refusedTranslation({
        hint: 'validation_failed',
        details: 'Refused by tours_translations_check; nothing was saved.',
      }),
    ).toBe(undefined);
    expect(refusedTranslation({ hint: 'validation_failed' })).toBe(undefined);
  });
});

describe('a tour save refused for a translation', () => {
  it('keeps the refusal: where, its machine code and the sentence', () => {
    const sentence = 'Translation fr.country must be a text of at most 100 characters, not blank.';
    const figures = { language: 'fr', field: 'country', rule: 'text', maxLength: 100 };
    const error = describeTourError(refusal(sentence, figures), 'lake-paddle');
    expect(error).toBeInstanceOf(TranslationRefusedError);
    expect(error instanceof TranslationRefusedError && error.refused).toEqual({
      locale: 'fr',
      field: 'country',
    });
    expect(errorCode(error)).toBe('validation_failed');
    expect(errorText(error)).toBe(sentence);
  });

  it('leaves any other refusal as it was', () => {
    const error = describeTourError({ code: '23514', message: 'new row violates a check' });
    expect(error).not.toBeInstanceOf(TranslationRefusedError);
    expect(error.message).toBe('new row violates a check');
  });
});
