import {
  CITY_MAX_LENGTH,
  COUNTRY_TIME_ZONES,
  END_LOCATION_MAX_LENGTH,
  MEETING_POINT_MAX_LENGTH,
  MICRO_TOUR_DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TOUR_FULL_DESCRIPTION_MAX_LENGTH,
  TOUR_SHORT_DESCRIPTION_MAX_LENGTH,
} from '@app/domain/db-rules';
import { searchFold } from '@app/domain/search-fold';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueLanguages, placeIn } from './lang/languages.js';
import {
  occursInsideOtherText,
  phraseShares,
  placePairs,
  placeShares,
  scaleLanguage,
  themePairs,
  themeTerm,
  wordShares,
  writeMicroText,
  writeTourText,
} from './scale-text.js';
import { isBlockedWord, loadVocabulary } from './scale-vocabulary.js';

const rows = <T>(from: number, count: number, write: (n: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => write(from + i));

/** Words of the texts as the search sees them: folded, split on anything not a letter. */
function wordCounts(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of searchFold(text).match(/\p{L}+/gu) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

function vocabularyOf(texts: string[]): { distinct: number; hapaxShare: number } {
  const counts = wordCounts(texts);
  const hapax = [...counts.values()].filter((count) => count === 1).length;
  return { distinct: counts.size, hapaxShare: hapax / counts.size };
}

const tourSearched = (n: number) => {
  const text = writeTourText(n);
  return `${text.title} ${text.shortDescription}`;
};
const microSearched = (n: number) => {
  const text = writeMicroText(n);
  return `${text.title} ${text.description}`;
};

describe('the scale seed text', () => {
  // Reading the two packages takes seconds on a busy machine: a hook's time, not a test's.
  beforeAll(() => {
    loadVocabulary();
  });

  // The bar: in any 1,000 rows at least 2,000 distinct words, 30 % of them seen once.
  it.each([
    ['tours', 1, tourSearched],
    ['tours', 61_001, tourSearched],
    ['micro-tours', 1, microSearched],
    ['micro-tours', 98_001, microSearched],
  ])('%s from row %i: the searched text of 1,000 rows is a rich vocabulary', (_, from, write) => {
    const { distinct, hapaxShare } = vocabularyOf(rows(from, 1000, write));
    expect(distinct).toBeGreaterThanOrEqual(4000);
    expect(hapaxShare).toBeGreaterThanOrEqual(0.45);
  });

  it('writes the same row the same way, whatever was written before it', () => {
    const first = writeTourText(4242);
    rows(1, 500, writeTourText);
    expect(writeTourText(4242)).toEqual(first);
    expect(writeMicroText(17)).toEqual(writeMicroText(17));
    expect(writeTourText(4243).shortDescription).not.toBe(first.shortDescription);
  });

  it('stays within the columns’ limits and uses only countries the catalogue knows', () => {
    const tours = rows(1, 5000, writeTourText);
    const micro = rows(1, 5000, writeMicroText);
    const longest = (values: string[]) => Math.max(...values.map((value) => value.length));
    expect(longest(tours.map((t) => t.title))).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(longest(tours.map((t) => t.shortDescription))).toBeLessThanOrEqual(
      TOUR_SHORT_DESCRIPTION_MAX_LENGTH,
    );
    expect(longest(tours.map((t) => t.fullDescription))).toBeLessThanOrEqual(
      TOUR_FULL_DESCRIPTION_MAX_LENGTH,
    );
    expect(longest(tours.map((t) => `${t.place.name} main station`))).toBeLessThanOrEqual(
      MEETING_POINT_MAX_LENGTH,
    );
    expect(longest(tours.map((t) => t.otherPlace.name))).toBeLessThanOrEqual(
      END_LOCATION_MAX_LENGTH,
    );
    expect(longest(micro.map((m) => m.title))).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(longest(micro.map((m) => m.description))).toBeLessThanOrEqual(
      MICRO_TOUR_DESCRIPTION_MAX_LENGTH,
    );
    expect(longest(micro.map((m) => m.city.name))).toBeLessThanOrEqual(CITY_MAX_LENGTH);
    for (const place of [...tours.map((t) => t.place), ...micro.map((m) => m.city)]) {
      expect(Object.keys(COUNTRY_TIME_ZONES)).toContain(place.country);
    }
    for (const tour of tours) {
      expect(tour.days).toBeGreaterThanOrEqual(1);
      expect(tour.days).toBeLessThanOrEqual(12);
    }
  });

  it('draws real European towns and plain English words, none of them offensive', () => {
    const { words, places } = loadVocabulary();
    expect(words.length).toBeGreaterThanOrEqual(30_000);
    expect(places.length).toBeGreaterThanOrEqual(2000);
    expect(places.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Lisbon', 'Kraków', 'Thessaloníki', 'Zürich']),
    );
    expect(places.map((p) => p.name)).not.toContain('Ankara');
    for (const word of words) expect(word).toMatch(/^[a-z]{3,}$/);
    expect(words.filter(isBlockedWord)).toEqual([]);
    const written = wordCounts(rows(1, 5000, tourSearched));
    for (const blocked of ['fuck', 'shit', 'bitch', 'gonna', 'yeah']) {
      expect(written.has(blocked)).toBe(false);
    }
  });

  // The bench picks its search terms by these shares: they must predict what rows hold.
  it('predicts the share of rows holding a word or a theme phrase', () => {
    const texts = rows(1, 20_000, tourSearched).map(searchFold);
    const share = (term: string) => texts.filter((text) => text.includes(term)).length / 20_000;
    const words = wordShares();
    const common = words.filter((w) => w.share > 0.01 && !occursInsideOtherText(w.term));
    expect(common.length).toBeGreaterThan(3);
    // Within 10 %: at these shares, 20,000 rows vary by about 3 %.
    const expectNear = (observed: number, expected: number) =>
      expect(Math.abs(observed - expected)).toBeLessThan(0.1 * expected);
    for (const word of common.slice(0, 5)) expectNear(share(word.term), word.share);
    const rare = words.find((w) => w.share < 0.001 && !occursInsideOtherText(w.term));
    expect(share(rare!.term)).toBeLessThan(0.003);
    for (const phrase of phraseShares('tours').slice(0, 5)) {
      expectNear(share(phrase.term), phrase.share);
    }
    expect(occursInsideOtherText('tent')).toBe(true);
  });

  // The bench's search in each language (issue 48) picks its terms by these.
  it('predicts the share of a language’s rows holding its theme or its own name of a place', () => {
    const german = scaleLanguage('de')!;
    const texts = rows(1, 20_000, writeTourText).map((text) => {
      const de = text.translations.de!;
      return searchFold(`${de.title} ${de.short_description}`);
    });
    const share = (term: string) => texts.filter((text) => text.includes(term)).length / 20_000;
    const expectNear = (observed: number, expected: number, margin: number) =>
      expect(Math.abs(observed - expected)).toBeLessThan(margin * expected);
    const themes = phraseShares('tours', german);
    expect(themes.map((theme) => theme.term)).toContain('wanderwoche');
    for (const theme of themes.slice(0, 5)) expectNear(share(theme.term), theme.share, 0.1);
    // A place is in fewer rows: 20,000 rows hold its name some 50 times, give or take 15.
    const places = placeShares(german, 'tours');
    expect(places.map((place) => place.term)).toEqual(
      expect.arrayContaining(['munchen', 'venedig']),
    );
    expect(places.map((place) => place.term)).not.toContain('berlin');
    const alone = places.filter(({ term }) => !occursInsideOtherText(term, german));
    expect(alone.map((place) => place.term)).not.toContain('rom'); // in 'from', 'Strom'
    for (const place of alone.slice(0, 3)) expectNear(share(place.term), place.share, 0.35);
    expect(occursInsideOtherText('rundgang', german)).toBe(true);
    expect(occursInsideOtherText('rundgang')).toBe(false);
  });

  // Issue 48: a language's rows read as the language, drawn words included.
  it('writes each language’s rows in its own words, none of the English vocabulary’s', () => {
    const { words, places } = loadVocabulary();
    const englishWords = new Set(words.filter((word) => word.length >= 5));
    const tours = rows(1, 300, writeTourText);
    const micros = rows(1, 300, writeMicroText);
    for (const language of catalogueLanguages) {
      const scale = language.scale;
      // Everything of the language a row is built from but the drawn words themselves.
      const own = wordCounts([
        ...scale.words,
        ...scale.adjectives,
        ...scale.tourThemes,
        ...scale.tourPhrases,
        ...scale.microThemes,
        ...scale.microPhrases,
        ...scale.frames,
        scale.tourFullOutro,
        ...places.map((place) => placeIn(language, place.name)),
        ...scale.tourThemes.flatMap((_, theme) =>
          scale.adjectives.map((__, adjective) => scale.tourTitle(adjective, theme, '')),
        ),
        ...scale.tourThemes.map((_, theme) => scale.tourIntro(2, theme, '', '', '')),
        ...scale.tourThemes.map((_, theme) => scale.tourIntro(1, theme, '', '', '')),
        ...scale.adjectives.map((_, adjective) => scale.tourFullIntro('', adjective, '')),
        ...scale.microThemes.map((_, theme) => scale.microTitle(theme, '')),
        ...scale.microThemes.map((_, theme) => scale.microIntro('', '', theme)),
      ]);
      const english = new Set<string>();
      const written = [
        ...tours.flatMap(({ translations }) => {
          const t = translations[language.locale]!;
          return [t.title, t.short_description, t.full_description];
        }),
        ...micros.flatMap(({ translations }) => {
          const m = translations[language.locale]!;
          return [m.title, m.description];
        }),
      ];
      for (const word of wordCounts(written).keys()) {
        if (englishWords.has(word) && !own.has(word)) english.add(word);
      }
      expect([...english], language.locale).toEqual([]);
    }
  });

  // The bench measures each language's search beside the same search in English (issue 48).
  it('pairs each language’s search terms with the English ones of the same rows', () => {
    const french = scaleLanguage('fr')!;
    expect(themeTerm('Visite de brasserie', french.scale.functionWords)).toBe('brasserie');
    expect(themeTerm('Balade architecturale', french.scale.functionWords)).toBe(
      'balade architecturale',
    );
    expect(themePairs('micro_tours', french)).toContainEqual(
      expect.objectContaining({ term: 'balade architecturale', english: 'architecture walk' }),
    );
    expect(themePairs('tours', scaleLanguage('de')!)).toContainEqual(
      expect.objectContaining({ term: 'waldauszeit', english: 'forest retreat' }),
    );
    expect(placePairs(scaleLanguage('it')!, 'tours')).toContainEqual(
      expect.objectContaining({ term: 'venezia', english: 'venice' }),
    );
    // Both terms of a theme pair are in the same rows: those of that theme.
    const tours = rows(1, 2000, writeTourText);
    for (const language of catalogueLanguages) {
      for (const { term, english } of themePairs('tours', language).slice(0, 8)) {
        const holding = (text: (row: (typeof tours)[number]) => string, what: string) =>
          tours.flatMap((row, i) => (searchFold(text(row)).includes(what) ? [i] : []));
        const inLanguage = holding((row) => {
          const t = row.translations[language.locale]!;
          return `${t.title} ${t.short_description}`;
        }, term);
        const inEnglish = holding((row) => `${row.title} ${row.shortDescription}`, english);
        expect(inLanguage.length, `${language.locale} ${term}`).toBeGreaterThan(0);
        // The theme's own rows; another theme or a drawn word may hold a term too.
        const theirs = inEnglish.filter((i) => inLanguage.includes(i));
        expect(theirs.length / inEnglish.length, `${term} / ${english}`).toBeGreaterThan(0.8);
      }
    }
  });
});
