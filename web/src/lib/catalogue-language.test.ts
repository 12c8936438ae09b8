import { describe, expect, it } from 'vitest';
import { fieldLang, localizeReadRow, withTranslatedColumns } from './catalogue-language';

const FIELDS = ['title', 'city', 'whats_included'] as const;

describe('the catalogue in the page’s language (decision 029)', () => {
  it('selects only the page language’s fields of translations', () => {
    expect(withTranslatedColumns('id, title, city', FIELDS, 'en')).toBe('id, title, city');
    expect(withTranslatedColumns('id, title, city', FIELDS, 'de')).toBe(
      'id, title, city, translated_title:translations->de->title, ' +
        'translated_city:translations->de->city, ' +
        'translated_whats_included:translations->de->whats_included',
    );
  });

  it('shows each field in the language, English where it has none, and names those', () => {
    const row = {
      id: 'a',
      title: 'Munich Old Town',
      city: 'Munich',
      whats_included: ['Guide'],
      translated_title: 'Münchner Altstadt',
      translated_city: null,
      translated_whats_included: ['Führung'],
    };
    expect(localizeReadRow(row, FIELDS, 'de')).toEqual({
      id: 'a',
      title: 'Münchner Altstadt',
      city: 'Munich',
      whats_included: ['Führung'],
      inEnglish: ['city'],
    });
    // A blank translation is none; a field blank in English too is not "in English".
    expect(
      localizeReadRow(
        { title: 'Walk', city: '', translated_title: '  ', translated_city: null },
        ['title', 'city'],
        'fr',
      ),
    ).toEqual({ title: 'Walk', city: '', inEnglish: ['title'] });
  });

  it('leaves an English page’s rows as they were read', () => {
    const row = { id: 'a', title: 'Munich Old Town' };
    expect(localizeReadRow(row, ['title'], 'en')).toBe(row);
  });

  it('marks what is shown in English', () => {
    const row = { inEnglish: ['city'] };
    expect(fieldLang(row, 'city')).toBe('en');
    expect(fieldLang(row, 'title')).toBeUndefined();
    expect(fieldLang({}, 'city')).toBeUndefined();
  });
});
