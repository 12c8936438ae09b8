import { describe, expect, it } from 'vitest';
import {
  localizeRow,
  MICRO_TOUR_TRANSLATED_FIELDS,
  missingTranslations,
  readTranslations,
  searchColumn,
  translationState,
} from './catalogue-translations.js';

const row = {
  title: 'Munich Old Town',
  description: 'A walk through the old town.',
  city: 'Munich',
  country: 'Germany',
  meeting_point: 'Marienplatz',
  whats_included: ['Guide'],
  whats_not: [] as string[],
  translations: {
    de: { title: 'Münchner Altstadt', city: 'München', whats_included: ['Führung'], bogus: 1 },
    fr: { title: '  ' },
    xx: { title: 'nope' },
  },
};

describe('catalogue translations', () => {
  it('reads the known languages and fields only', () => {
    expect(readTranslations(row.translations, MICRO_TOUR_TRANSLATED_FIELDS)).toEqual({
      de: { title: 'Münchner Altstadt', city: 'München', whats_included: ['Führung'] },
      fr: { title: '  ' },
    });
    expect(readTranslations(null, MICRO_TOUR_TRANSLATED_FIELDS)).toEqual({});
  });

  it('shows each field in the language and names those left in English', () => {
    const de = localizeRow(row, MICRO_TOUR_TRANSLATED_FIELDS, 'de');
    expect(de.title).toBe('Münchner Altstadt');
    expect(de.city).toBe('München');
    expect(de.description).toBe('A walk through the old town.');
    expect(de.inEnglish).toEqual(['description', 'country', 'meeting_point']);
    const fr = localizeRow(row, MICRO_TOUR_TRANSLATED_FIELDS, 'fr');
    expect(fr.title).toBe('Munich Old Town');
    expect(fr.inEnglish).toContain('title');
    expect(localizeRow(row, MICRO_TOUR_TRANSLATED_FIELDS, 'en').inEnglish).toEqual([]);
  });

  it('lists what each language lacks', () => {
    const missing = missingTranslations(row, MICRO_TOUR_TRANSLATED_FIELDS);
    expect(missing.de).toEqual(['description', 'country', 'meeting_point']);
    expect(missing.it).toEqual([
      'title',
      'description',
      'city',
      'country',
      'meeting_point',
      'whats_included',
    ]);
  });

  it('names a language’s state from what it lacks', () => {
    expect(translationState(0, 6)).toBe('complete');
    expect(translationState(3, 6)).toBe('partial');
    expect(translationState(6, 6)).toBe('missing');
    // A row without English text has nothing to translate.
    expect(translationState(0, 0)).toBe('complete');
  });

  it('names the search column of each language', () => {
    expect(searchColumn('en')).toBe('search_text');
    expect(searchColumn('de')).toBe('search_text_de');
  });
});
