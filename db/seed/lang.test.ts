import { createHash } from 'node:crypto';
import { searchFold } from '@app/domain/search-fold';
import {
  MICRO_TOUR_TRANSLATED_FIELDS,
  TOUR_TRANSLATED_FIELDS,
} from '@app/domain/catalogue-translations';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, microPrices, type DemoMicroTour, type DemoTour } from './catalogue.js';
import { catalogueLanguages, placeIn } from './lang/languages.js';
import type { CatalogueLanguage, TourPhrases } from './lang/types.js';
import { cities, themesByPrice } from './micro-table.js';
import { SCALE_LISTS, writeMicroText, writeTourText } from './scale-text.js';
import { loadVocabulary } from './scale-vocabulary.js';
import { englishPhrases } from './tour-phrases.js';
import { tourTable } from './tour-table.js';

const today = new Date('2026-03-15T09:30:00Z');
const catalogue = buildCatalogue(today);

/** Borrowed words German writes as English does. */
const SAME_AS_ENGLISH = new Set(['Guide', 'Snacks']);

/** The lists of a phrase table, by their path, to compare item counts with English's. */
function lists(phrases: TourPhrases): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) found.set(path, value.length);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    }
  };
  walk(phrases, '');
  return found;
}

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap((item: unknown) =>
          typeof item === 'object' && item !== null
            ? Object.values(item).flatMap(texts)
            : texts(item),
        )
      : [];

/** Whether a German value equal to the English one is a name the language writes the same. */
function isName(language: CatalogueLanguage, field: string, english: string): boolean {
  if (field === 'end_location' || field === 'city') return placeIn(language, english) === english;
  if (field === 'country')
    return (language.countries as Record<string, string>)[english] === english;
  return SAME_AS_ENGLISH.has(english);
}

function expectWritten(
  language: CatalogueLanguage,
  row: DemoTour | DemoMicroTour,
  fields: readonly string[],
) {
  const translation = row.translations[language.locale] as Record<string, unknown> | undefined;
  expect(translation, row.slug).toBeDefined();
  const english = row as unknown as Record<string, unknown>;
  for (const field of fields) {
    const value = translation![field];
    const source = english[field];
    const where = `${language.locale} ${row.slug} ${field}`;
    if (Array.isArray(source)) {
      expect(Array.isArray(value), where).toBe(true);
      expect((value as unknown[]).length, where).toBe(source.length);
    } else {
      expect(typeof value, where).toBe('string');
      expect((value as string).trim(), where).not.toBe('');
    }
    const written = texts(value);
    const sourceTexts = texts(source);
    written.forEach((text, i) => {
      expect(text, where).not.toMatch(/[{}]/);
      if (text === sourceTexts[i])
        expect(isName(language, field, text), `${where}: ${text}`).toBe(true);
    });
  }
}

describe.each(catalogueLanguages.map((language) => [language.locale, language] as const))(
  'the demo catalogue in %s',
  (_locale, language) => {
    it('has words for every tour, city and theme, and tables as long as the English ones', () => {
      expect(tourTable.filter((seed) => !language.tours[seed.title]).map((s) => s.title)).toEqual(
        [],
      );
      for (const seed of tourTable) {
        expect(language.tours[seed.title]!.highlights.length, seed.title).toBe(
          seed.highlights.length,
        );
      }
      expect(cities.filter((city) => !language.cities[city.city]).map((c) => c.city)).toEqual([]);
      for (const price of microPrices) {
        expect(language.themes[price].length).toBe(themesByPrice[price].length);
      }
      expect(lists(language.phrases)).toEqual(lists(englishPhrases));
      for (const [name, english] of Object.entries(SCALE_LISTS)) {
        expect(language.scale[name as keyof typeof SCALE_LISTS].length, name).toBe(english.length);
      }
      language.scale.frames.forEach((frame, i) => {
        expect(frame.split('{}').length, frame).toBe(SCALE_LISTS.frames[i]!.split('{}').length);
      });
    });

    it('writes every field of every tour and micro-tour, leaving only names as in English', () => {
      for (const tour of catalogue.tours) expectWritten(language, tour, TOUR_TRANSLATED_FIELDS);
      for (const micro of catalogue.microTours) {
        expectWritten(language, micro, MICRO_TOUR_TRANSLATED_FIELDS);
      }
      const titles = catalogue.microTours.map((m) => m.translations[language.locale]!.title);
      expect(new Set(titles).size).toBe(titles.length);
    });

    it('makes the English choices: the same days, activities and sentences, translated', () => {
      for (const tour of catalogue.tours) {
        const translated = tour.translations[language.locale]!;
        const activities = englishPhrases.activities[tour.category];
        const local = language.phrases.activities[tour.category];
        (translated.itinerary as DemoTour['itinerary']).forEach((day, i) => {
          const english = tour.itinerary[i]!;
          expect(day.day).toBe(english.day);
          const activity = activities.findIndex((a) => english.title.startsWith(`${a.title} in `));
          if (activity >= 0) expect(day.title.startsWith(local[activity]!.title)).toBe(true);
        });
        const english = englishPhrases.categoryParagraphs[tour.category];
        const paragraph = english.findIndex((text) => tour.full_description.includes(text));
        expect(translated.full_description).toContain(
          language.phrases.categoryParagraphs[tour.category][paragraph]!,
        );
      }
    });
  },
);

describe('the English catalogue', () => {
  it('is written as before the languages came (its journeys and tests read it)', () => {
    // The places of issue 52 (meeting points, routes) are coordinates, no English: left out.
    const english = {
      tours: catalogue.tours.map(
        ({
          translations: _,
          meeting_lat: _lat,
          meeting_lng: _lng,
          route: _route,
          end_place_id: _endId,
          end_place_name: _endName,
          end_country: _endCountry,
          end_lat: _endLat,
          end_lng: _endLng,
          ...tour
        }) => tour,
      ),
      microTours: catalogue.microTours.map(
        ({ translations: _, meeting_lat: _lat, meeting_lng: _lng, ...micro }) => micro,
      ),
      addons: catalogue.addons,
    };
    // Recorded from the writers before lang/ existed; a deliberate English change records anew.
    expect(createHash('sha256').update(JSON.stringify(english)).digest('hex')).toBe(
      '106cfb8e790b465a0f640440e31b35763c907148a36c6a3445115ec733a4ef2d',
    );
  });
});

describe('the bench catalogue in other languages', () => {
  beforeAll(() => {
    loadVocabulary();
  });

  it('writes the same draws in each language and leaves its English as it was', () => {
    const tours = Array.from({ length: 300 }, (_, i) => writeTourText(i + 1));
    const micros = Array.from({ length: 300 }, (_, i) => writeMicroText(i + 1));
    // A place as it was then: its start place (id, ISO country, coordinates; issue 52) came later.
    const placesAsBefore = (row: object) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]: [string, unknown]) => [
          key,
          typeof value === 'object' && value !== null && 'geonameId' in value
            ? {
                name: Reflect.get(value, 'name'),
                country: Reflect.get(value, 'country'),
                population: Reflect.get(value, 'population'),
              }
            : value,
        ]),
      );
    const english = tours.map(({ translations: _, ...text }, i) => {
      const { translations: __, ...micro } = micros[i]!;
      return [placesAsBefore(text), placesAsBefore(micro)];
    });
    // Rows 1–300 as the generator wrote them before it wrote other languages.
    expect(createHash('sha256').update(JSON.stringify(english)).digest('hex')).toBe(
      '29f443cfc5b67ecfb0d71c2717369544fb376da357db9e89e87d194885720a24',
    );
    for (const language of catalogueLanguages) {
      tours.forEach((tour, i) => {
        const t = tour.translations[language.locale]!;
        const m = micros[i]!.translations[language.locale]!;
        expect(t.title).toContain(placeIn(language, tour.place.name));
        expect(t.short_description).toContain(placeIn(language, tour.otherPlace.name));
        expect(t.country).toBe(language.countries[tour.place.country]);
        expect(t.end_location).toBe(placeIn(language, tour.otherPlace.name));
        expect(t.meeting_point).toContain(placeIn(language, tour.place.name));
        expect(t.highlights).toHaveLength(3);
        expect(m.city).toBe(placeIn(language, micros[i]!.city.name));
        expect(m.meeting_point).toContain(m.city);
        expect(m.whats_included).toHaveLength(2);
        expect(m.whats_not).toHaveLength(2);
        expect(m.title).toContain(m.city);
        for (const text of [t.title, t.short_description, t.full_description, m.description]) {
          expect(text).not.toMatch(/[{}]|undefined/);
        }
      });
    }
  });

  it('draws each language’s own everyday words: distinct, plain and none a place', () => {
    const places = new Set(
      catalogueLanguages.flatMap((language) =>
        loadVocabulary().places.flatMap((place) => [
          searchFold(place.name),
          searchFold(placeIn(language, place.name)),
        ]),
      ),
    );
    for (const language of catalogueLanguages) {
      const words = language.scale.words.map(searchFold);
      expect(words.length, language.locale).toBeGreaterThanOrEqual(300);
      expect(new Set(words).size, language.locale).toBe(words.length);
      for (const word of words) {
        expect(word, language.locale).toMatch(/^[\p{L}-]{3,}$/u);
        expect(places.has(word), `${language.locale} ${word}`).toBe(false);
      }
    }
  });
});
