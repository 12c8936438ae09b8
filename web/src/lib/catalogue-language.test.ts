import { TOUR_PAGE_COLUMNS } from '@app/domain/tour-page-columns';
import type { Database } from '@app/domain/catalogue-rows';
import { PostgrestClient } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import { fieldLang, readInLanguage } from './catalogue-language';
import { localizedColumns, localizeReadRow } from './catalogue-localize';

describe('the catalogue in the page’s language (decision 029)', () => {
  it('selects only the page language’s fields: a card’s from the row, a page’s from translations', () => {
    // A list's cards leave out the English texts their language has (read apart where missing).
    expect(localizedColumns('microTourCards', 'id, title, price_eur', 'de')).toBe(
      'id, price_eur, translated_title:card_de->title, ' +
        'translated_description:card_de->description, ' +
        'translated_city:card_de->city, translated_country:card_de->country',
    );
    expect(localizedColumns('tourCards', 'id', 'en')).toBe('id');
    // A tour's page: its own columns, not `*`, which holds every language and every card.
    expect(localizedColumns('tour', TOUR_PAGE_COLUMNS, 'fr')).toMatch(
      /^id, slug, title, .*updated_at, translated_title:translations->fr->title, /,
    );
    expect(TOUR_PAGE_COLUMNS).not.toMatch(/translations|search_|card_|\*/);
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
    expect(localizeReadRow(row, ['title', 'city', 'whats_included'])).toEqual({
      id: 'a',
      title: 'Münchner Altstadt',
      city: 'Munich',
      whats_included: ['Führung'],
      inEnglish: ['city'],
    });
    // A blank translation is none; a field blank in English too is not "in English".
    expect(
      localizeReadRow({ title: 'Walk', city: '', translated_title: '  ', translated_city: null }, [
        'title',
        'city',
      ]),
    ).toEqual({ title: 'Walk', city: '', inEnglish: ['title'] });
  });

  it('reads an English page’s rows as before, and another language’s with its columns', async () => {
    const rows = [{ id: 'a', title: 'Munich Old Town' }];
    const asked: string[] = [];
    const read = (columns: string) => {
      asked.push(columns);
      return Promise.resolve(rows);
    };
    expect(await readInLanguage('titles', 'id, title', 'en', read)).toBe(rows);
    expect(await readInLanguage('titles', 'id, title', 'it', read)).toEqual([
      { id: 'a', title: 'Munich Old Town', inEnglish: ['title'] },
    ]);
    expect(asked).toEqual(['id, title', localizedColumns('titles', 'id, title', 'it')]);
  });

  it('reads the English texts of the cards whose language lacks them, by id, in one request', async () => {
    const requests: URL[] = [];
    const catalogue = new PostgrestClient<Database>('http://catalogue.test', {
      fetch: (input) => {
        requests.push(new URL(String(input)));
        return Promise.resolve(
          Response.json([{ id: 'b', title: 'Lake Walk', short_description: 'Round the lake' }]),
        );
      },
    });
    const cards = [
      { id: 'a', translated_title: 'Altstadt', translated_short_description: 'Rundgang' },
      { id: 'b', translated_title: ' ', translated_short_description: null },
    ];
    const read = () => Promise.resolve(cards);
    expect(
      await readInLanguage('tourCards', 'id, title, short_description', 'de', read, catalogue),
    ).toEqual([
      { id: 'a', title: 'Altstadt', short_description: 'Rundgang', inEnglish: [] },
      {
        id: 'b',
        title: 'Lake Walk',
        short_description: 'Round the lake',
        inEnglish: ['title', 'short_description'],
      },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/tours');
    expect(requests[0]!.searchParams.get('select')).toBe('id,title,short_description');
    expect(requests[0]!.searchParams.get('id')).toBe('in.(b)');
    // Every card in its language: no second request.
    await readInLanguage(
      'tourCards',
      'id, title',
      'de',
      () => Promise.resolve([cards[0]!]),
      catalogue,
    );
    expect(requests).toHaveLength(1);
    // A list's cards cannot be read in another language without their client.
    await expect(readInLanguage('tourCards', 'id, title', 'de', read)).rejects.toThrow(/client/);
  });

  it('names a micro-tour’s guided languages in the page’s language, an English page as stored', async () => {
    const rows = [{ id: 'a', title: 'Old Town', language: ['English', 'Spanish', 'Klingon'] }];
    const read = () => Promise.resolve(rows);
    expect(await readInLanguage('microTour', 'id, title, language', 'en', read)).toBe(rows);
    const [german] = await readInLanguage('microTour', 'id, title, language', 'de', read);
    expect(german?.language).toEqual(['Englisch', 'Spanisch', 'Klingon']);
    const [french] = await readInLanguage('microTour', 'id, title, language', 'fr', read);
    expect(french?.language).toEqual(['Anglais', 'Espagnol', 'Klingon']);
  });

  it('marks what is shown in English', () => {
    const row = { inEnglish: ['city'] };
    expect(fieldLang(row, 'city')).toBe('en');
    expect(fieldLang(row, 'title')).toBeUndefined();
    expect(fieldLang({}, 'city')).toBeUndefined();
  });
});
