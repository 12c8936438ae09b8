import { describe, expect, it } from 'vitest';
import { errorCode, errorText } from '../../../lib/error-text';
import { describeTourError } from '../api/save-tour';
import { refusedTranslation, TranslationRefusedError } from './translation-refusal';

// The database's refusal of a translation (migration 0046), as PostgREST answers it.
const refusal = (message: string, hint = 'validation_failed') => ({
  code: '23514',
  message,
  hint,
  details: 'Refused by tours_translations_check; nothing was saved.',
});

describe('refusedTranslation', () => {
  it('names the language and the field of a validation_failed refusal', () => {
    expect(
      refusedTranslation(
        refusal('Translation de.title must be a text of at most 200 characters, not blank.'),
      ),
    ).toEqual({ locale: 'de', field: 'title' });
    expect(
      refusedTranslation(
        refusal('Translation it.whats_not must be a list of at most 60 texts, each not blank.'),
      ),
    ).toEqual({ locale: 'it', field: 'whats_not' });
  });

  it('names nothing for another refusal, another code or an unknown language', () => {
    expect(refusedTranslation(refusal('Unknown language "en": translations are for de.'))).toBe(
      undefined,
    );
    expect(refusedTranslation(refusal('Translation de.title must be a text.', 'other'))).toBe(
      undefined,
    );
    expect(refusedTranslation(refusal('Translation en.title must be a text.'))).toBe(undefined);
    expect(refusedTranslation({ message: 'Translation de.title must be a text.' })).toBe(undefined);
  });
});

describe('a tour save refused for a translation', () => {
  it('keeps the refusal: where, its machine code and the sentence', () => {
    const sentence = 'Translation fr.country must be a text of at most 100 characters, not blank.';
    const error = describeTourError(refusal(sentence), 'lake-paddle');
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
