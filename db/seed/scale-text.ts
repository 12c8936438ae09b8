import type { TranslatedLocale } from '@app/domain/catalogue-translations';
import { searchFold } from '@app/domain/search-fold';
import { catalogueLanguages, placeIn } from './lang/languages.js';
import type { CatalogueLanguage } from './lang/types.js';
import { createRng, type Rng } from './prng.js';
import {
  loadVocabulary,
  type Place,
  type Vocabulary,
  WeightedSampler,
  zipfWeights,
} from './scale-vocabulary.js';

/**
 * Titles and descriptions of the scale seed's rows. Each row draws from its own generator seeded
 * by its number, so row n reads the same whichever batch or run writes it. Themes and adjectives
 * come from short travel lists, words from the spoken-English vocabulary, both with Zipf
 * frequencies; every sentence frame takes the same number of words, so a row's searched text
 * always holds SEARCHED_WORDS drawn words and a word's share of rows follows from its probability.
 */

const ADJECTIVES = [
  'Slow',
  'Green',
  'Wild',
  'Hidden',
  'Coastal',
  'Alpine',
  'Historic',
  'Quiet',
  'Seasonal',
  'Rural',
  'Gentle',
  'Panoramic',
  'Ancient',
  'Car-Free',
  'Low-Carbon',
  'Scenic',
  'Family',
];
const TOUR_THEMES = [
  'Rail Journey',
  'Hiking Week',
  'Cycling Escape',
  'Food Trail',
  'Wine Weekend',
  'Island Hopping',
  'Lakes Tour',
  'Forest Retreat',
  'Village Walk',
  'Harvest Days',
  'Coastal Path',
  'Wildlife Trek',
  'Market Tour',
  'Heritage Trail',
  'Canal Cruise',
  'Mountain Huts',
  'Farm Stay',
  'Birdwatching Break',
  'Slow Travel Loop',
  'River Voyage',
  'Night Train Adventure',
  'Cheese Route',
  'Orchard Ramble',
  'Pilgrim Path',
  'Glacier Crossing',
  'Monastery Stays',
  'Vineyard Ride',
  'Lighthouse Trail',
  'Olive Harvest',
  'Stargazing Nights',
];
const TOUR_PHRASES = [
  'with nights in family-run guesthouses',
  'travelling only by train and ferry',
  'guided by local naturalists',
  'with long lunches at small farms',
  'on quiet paths away from the crowds',
  'with time for swimming, markets and museums',
  'meeting the people who protect these landscapes',
];
const MICRO_THEMES = [
  'Old Town Walk',
  'Street Food Tasting',
  'Bike Loop',
  'Hidden Courtyards',
  'Street Art Tour',
  'Market Morning',
  'Sunset Viewpoints',
  'Coffee Crawl',
  'Architecture Walk',
  'Ghost Stories',
  'Picnic in the Park',
  'Cooking Workshop',
  'Day Hike',
  'Brewery Visit',
  'Photo Walk',
  'Bakery Round',
  'Riverside Stroll',
  'Museum Sprint',
  'Rooftop Evening',
  'Flea Market Hunt',
  'Jazz Cellar Night',
  'Chocolate Tasting',
  'Tram Ride',
  'Garden Tour',
];
const MICRO_PHRASES = [
  'A small-group walk with a local guide',
  'An easy ride on city bikes',
  'A tasting tour of family-run shops and stalls',
  'A relaxed introduction for first-time visitors',
  'An evening outing with stories and snacks',
];
/** `{}` is a drawn word; every frame has WORDS_PER_FRAME of them. */
const FRAMES = [
  'Expect {}, {}, {} and {}.',
  'Our guides love the {} {}, the {} and the {}.',
  'Pack for {} and {}, {} and {}.',
  'Evenings bring {}, {} and {} {}.',
  'Locals still speak of {} {} and {} {}.',
  'Days mix {}, {} and {} with {}.',
  'Ask about the {}, the {} and the {} {}.',
  'Guests remember {} {}, {} and {}.',
];
/** The lists a language's `scale` tables follow item for item (lang/types.ts). */
export const SCALE_LISTS = {
  adjectives: ADJECTIVES,
  tourThemes: TOUR_THEMES,
  tourPhrases: TOUR_PHRASES,
  microThemes: MICRO_THEMES,
  microPhrases: MICRO_PHRASES,
  frames: FRAMES,
} as const;

const WORDS_PER_FRAME = 4;
const SEARCHED_FRAMES = 4;
const FULL_FRAMES = 3;
/** Drawn words in a row's searched text: tours' title + short description, micro-tours' title + description. */
export const SEARCHED_WORDS = SEARCHED_FRAMES * WORDS_PER_FRAME;

const THEME_EXPONENT = 1;
const adjectives = new WeightedSampler(zipfWeights(ADJECTIVES.length, THEME_EXPONENT));
const tourThemes = new WeightedSampler(zipfWeights(TOUR_THEMES.length, THEME_EXPONENT));
const microThemes = new WeightedSampler(zipfWeights(MICRO_THEMES.length, THEME_EXPONENT));

const FRAME_PARTS = FRAMES.map((frame) => frame.split('{}'));

/** Sentences as drawn: each frame's index and its words' ranks, written out in any language. */
interface Drawn {
  frame: number;
  ranks: number[];
}

function drawSentences(rng: Rng, vocabulary: Vocabulary, count: number): Drawn[] {
  const drawn: Drawn[] = [];
  for (let i = 0; i < count; i++) {
    const frame = rng.pick(FRAME_PARTS.map((_, index) => index));
    const ranks: number[] = [];
    for (let k = 1; k < FRAME_PARTS[frame]!.length; k++) {
      ranks.push(vocabulary.wordSampler.sample(rng));
    }
    drawn.push({ frame, ranks });
  }
  return drawn;
}

function writeSentences(
  drawn: readonly Drawn[],
  frames: readonly (readonly string[])[],
  word: (rank: number) => string,
): string {
  let text = '';
  drawn.forEach(({ frame, ranks }, i) => {
    const parts = frames[frame]!;
    text += (i > 0 ? ' ' : '') + parts[0]!;
    ranks.forEach((rank, k) => {
      text += word(rank) + parts[k + 1]!;
    });
  });
  return text;
}

/**
 * A language's word for the English vocabulary's rank: its own list's word of that rank, the
 * ranks past its list's end taking its words again in turn (lang/types.ts, `ScaleWords.words`).
 */
export const languageWord = (language: CatalogueLanguage, rank: number): string =>
  language.scale.words[rank % language.scale.words.length]!;

function place(rng: Rng, vocabulary: Vocabulary): Place {
  return vocabulary.places[vocabulary.placeSampler.sample(rng)]!;
}

const englishWord = (rank: number) => loadVocabulary().words[rank]!;

const pickIndex = (rng: Rng, items: readonly unknown[]) => rng.pick(items.map((_, i) => i));

/**
 * The languages the bench catalogue is also written in: the same draws in their words, the drawn
 * keywords included (each language's own list, `languageWord`), so a row reads as the language.
 */
const scaleLanguages = catalogueLanguages.map((language) => ({
  language,
  frames: language.scale.frames.map((frame) => frame.split('{}')),
  word: (rank: number) => languageWord(language, rank),
}));

export type { CatalogueLanguage };

/** The language the scale rows are also written in, or undefined while it has no tables. */
export const scaleLanguage = (locale: TranslatedLocale): CatalogueLanguage | undefined =>
  catalogueLanguages.find((language) => language.locale === locale);

export interface ScaleTourTranslation {
  title: string;
  short_description: string;
  full_description: string;
  country: string;
  highlights: string[];
  meeting_point: string;
  end_location: string;
}

export interface TourText {
  title: string;
  shortDescription: string;
  fullDescription: string;
  theme: string;
  days: number;
  place: Place;
  otherPlace: Place;
  /** The written fields in each language of `lang/` (decision 029). */
  translations: Partial<Record<TranslatedLocale, ScaleTourTranslation>>;
}

export function writeTourText(n: number): TourText {
  const vocabulary = loadVocabulary();
  const rng = createRng(`scale-tour-${n}`);
  const days = rng.int(1, 12);
  const adjectiveIndex = adjectives.sample(rng);
  const themeIndex = tourThemes.sample(rng);
  const adjective = ADJECTIVES[adjectiveIndex]!;
  const theme = TOUR_THEMES[themeIndex]!;
  const from = place(rng, vocabulary);
  const to = place(rng, vocabulary);
  const phrase = pickIndex(rng, TOUR_PHRASES);
  const searched = drawSentences(rng, vocabulary, SEARCHED_FRAMES);
  const fullPhrase = pickIndex(rng, TOUR_PHRASES);
  const full = drawSentences(rng, vocabulary, FULL_FRAMES);
  const translations: TourText['translations'] = {};
  for (const { language, frames, word } of scaleLanguages) {
    const words = language.scale;
    const fromName = placeIn(language, from.name);
    translations[language.locale] = {
      title: words.tourTitle(adjectiveIndex, themeIndex, fromName),
      short_description:
        words.tourIntro(
          days,
          themeIndex,
          fromName,
          placeIn(language, to.name),
          words.tourPhrases[phrase]!,
        ) + writeSentences(searched, frames, word),
      full_description:
        words.tourFullIntro(fromName, adjectiveIndex, words.tourPhrases[fullPhrase]!) +
        writeSentences(full, frames, word) +
        words.tourFullOutro,
      country: language.countries[from.country],
      highlights: words.tourHighlights(fromName, themeIndex),
      meeting_point: words.tourMeetingPoint(fromName),
      end_location: placeIn(language, to.name),
    };
  }
  return {
    title: `${adjective} ${from.name} ${theme}`,
    shortDescription:
      `A ${days}-day ${theme.toLowerCase()} from ${from.name} to ${to.name}, ${TOUR_PHRASES[phrase]}. ` +
      writeSentences(searched, FRAME_PARTS, englishWord),
    fullDescription:
      `Discover ${from.name} and the countryside around it on a ${adjective.toLowerCase()} itinerary ${TOUR_PHRASES[fullPhrase]}. ` +
      `${writeSentences(full, FRAME_PARTS, englishWord)} Small groups, local guides and low-carbon transport throughout.`,
    theme,
    days,
    place: from,
    otherPlace: to,
    translations,
  };
}

export interface ScaleMicroTranslation {
  title: string;
  description: string;
  city: string;
  country: string;
  meeting_point: string;
  whats_included: string[];
  whats_not: string[];
}

export interface MicroText {
  title: string;
  description: string;
  city: Place;
  translations: Partial<Record<TranslatedLocale, ScaleMicroTranslation>>;
}

export function writeMicroText(n: number): MicroText {
  const vocabulary = loadVocabulary();
  const rng = createRng(`scale-micro-${n}`);
  const themeIndex = microThemes.sample(rng);
  const theme = MICRO_THEMES[themeIndex]!;
  const city = place(rng, vocabulary);
  const phrase = pickIndex(rng, MICRO_PHRASES);
  const searched = drawSentences(rng, vocabulary, SEARCHED_FRAMES);
  const translations: MicroText['translations'] = {};
  for (const { language, frames, word } of scaleLanguages) {
    const words = language.scale;
    const cityName = placeIn(language, city.name);
    translations[language.locale] = {
      title: words.microTitle(themeIndex, cityName),
      description:
        words.microIntro(words.microPhrases[phrase]!, cityName, themeIndex) +
        writeSentences(searched, frames, word),
      city: cityName,
      country: language.countries[city.country],
      meeting_point: words.microMeetingPoint(cityName),
      whats_included: words.microIncluded,
      whats_not: words.microExcluded,
    };
  }
  return {
    title: `${city.name} ${theme}`,
    description:
      `${MICRO_PHRASES[phrase]} through ${city.name}, focused on ${theme.toLowerCase()} and the stories locals tell about it. ` +
      writeSentences(searched, FRAME_PARTS, englishWord),
    city,
    translations,
  };
}

export interface TermShare {
  /** Folded as the search column is, so it is what the browser sends. */
  term: string;
  /** Expected share of the table's rows whose searched text holds the term. */
  share: number;
}

/**
 * Every vocabulary word with the share of rows expected to contain it, most frequent first:
 * a row draws SEARCHED_WORDS words independently.
 */
export function wordShares(): TermShare[] {
  const { words, wordSampler } = loadVocabulary();
  return words.map((term, rank) => ({
    term,
    share: 1 - (1 - wordSampler.probability(rank)) ** SEARCHED_WORDS,
  }));
}

/**
 * The two-word phrases of the table's themes, with the share of rows whose theme has them; in a
 * language of `lang/` (decision 029), its own themes, and a theme it writes as one word (German
 * compounds: 'Wanderwoche') is its own candidate. Every theme is in a row's searched text.
 */
export function phraseShares(
  table: 'tours' | 'micro_tours',
  language?: CatalogueLanguage,
): TermShare[] {
  const sampler = table === 'tours' ? tourThemes : microThemes;
  const themes = language
    ? table === 'tours'
      ? language.scale.tourThemes
      : language.scale.microThemes
    : table === 'tours'
      ? TOUR_THEMES
      : MICRO_THEMES;
  const shares = new Map<string, number>();
  themes.forEach((theme, index) => {
    const words = searchFold(theme).split(' ');
    const phrases =
      words.length === 1 ? words : words.slice(1).map((word, i) => `${words[i]} ${word}`);
    for (const phrase of new Set(phrases)) {
      shares.set(phrase, (shares.get(phrase) ?? 0) + sampler.probability(index));
    }
  });
  return [...shares]
    .map(([term, share]) => ({ term, share }))
    .sort((a, b) => b.share - a.share || a.term.localeCompare(b.term));
}

/**
 * The places a language writes its own way (Venice → Venedig), folded, with the share of rows
 * expected to name them: a micro-tour names its city, a tour its start and end.
 */
export function placeShares(
  language: CatalogueLanguage,
  table: 'tours' | 'micro_tours',
): TermShare[] {
  const { places, placeSampler } = loadVocabulary();
  const shares = new Map<string, number>();
  places.forEach((place, index) => {
    const name = placeIn(language, place.name);
    if (name === place.name) return;
    const term = searchFold(name);
    shares.set(term, (shares.get(term) ?? 0) + placeSampler.probability(index));
  });
  return [...shares]
    .map(([term, p]) => ({ term, share: table === 'tours' ? 1 - (1 - p) ** 2 : p }))
    .sort((a, b) => b.share - a.share || a.term.localeCompare(b.term));
}

const otherTexts = new Map<string, string[]>();

/** A language's own searched words: its lists, frames and templates, its places' names. */
function languageTexts(language: CatalogueLanguage): string[] {
  const { places } = loadVocabulary();
  const words = language.scale;
  const themes = words.tourThemes.map((_, index) => index);
  const micro = words.microThemes.map((_, index) => index);
  return [
    ...places.map((p) => placeIn(language, p.name)),
    ...Object.values(language.countries),
    ...words.adjectives,
    ...words.tourThemes,
    ...words.tourPhrases,
    ...words.microThemes,
    ...words.microPhrases,
    ...words.frames,
    ...words.adjectives.flatMap((_, adjective) =>
      themes.map((theme) => words.tourTitle(adjective, theme, '')),
    ),
    ...themes.flatMap((theme) => [1, 2].map((days) => words.tourIntro(days, theme, '', '', ''))),
    ...micro.flatMap((theme) => [words.microTitle(theme, ''), words.microIntro('', '', theme)]),
  ];
}

/**
 * Whether a word also occurs inside another vocabulary word, a place name or the templates
 * ('tent' in 'attention'), in English or in `language`'s searched text: a substring search would
 * then find rows the word's share leaves out.
 */
export function occursInsideOtherText(term: string, language?: CatalogueLanguage): boolean {
  const key = language?.locale ?? 'en';
  let texts = otherTexts.get(key);
  if (!texts) {
    const { words, places } = loadVocabulary();
    texts = [
      ...(language
        ? [...language.scale.words, ...languageTexts(language)].map(searchFold)
        : [
            ...words,
            ...places.map((p) => searchFold(p.name)),
            ...[
              ...ADJECTIVES,
              ...TOUR_THEMES,
              ...TOUR_PHRASES,
              ...MICRO_THEMES,
              ...MICRO_PHRASES,
              ...FRAMES,
            ].map(searchFold),
            // The searched templates' own words, besides the lists and frames.
            'a day from to through focused on and the stories locals tell about it',
          ]),
    ];
    otherTexts.set(key, texts);
  }
  return texts.some((text) => text !== term && text.includes(term));
}

/** A language's search term beside the English term naming the same thing, in the same rows. */
export interface TermPair extends TermShare {
  /** The English term, folded: the same place's or the same theme's English name. */
  english: string;
}

/** Short words a traveller leaves out of what they type ('walk in the park' → 'park'). */
const ENGLISH_FUNCTION_WORDS = ['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'the', 'to'];

/**
 * What a traveller types to find a theme, folded: its first two adjacent words that are neither
 * function words nor written with an apostrophe ('balade architecturale'); where no two such words
 * stand side by side, its last such word, where Romance languages put what is particular
 * ('Visite de brasserie' → 'brasserie'); a theme of one word is that word ('Wanderwoche').
 */
export function themeTerm(theme: string, functionWords: readonly string[]): string {
  const words = searchFold(theme).split(' ');
  const content = (word: string) =>
    word.length >= 3 && /^[\p{L}-]+$/u.test(word) && !functionWords.includes(word);
  for (let i = 1; i < words.length; i++) {
    if (content(words[i - 1]!) && content(words[i]!)) return `${words[i - 1]} ${words[i]}`;
  }
  const last = words.filter(content).at(-1);
  if (!last) throw new Error(`the theme '${theme}' has no word a traveller would type`);
  return last;
}

/**
 * Each theme's term in the language (`themeTerm`) with the same theme's term in English, and the
 * share of rows whose theme holds the language's term: the two search the same rows where no other
 * theme holds either.
 */
export function themePairs(
  table: 'tours' | 'micro_tours',
  language: CatalogueLanguage,
): TermPair[] {
  const sampler = table === 'tours' ? tourThemes : microThemes;
  const themes = table === 'tours' ? language.scale.tourThemes : language.scale.microThemes;
  const englishThemes = table === 'tours' ? TOUR_THEMES : MICRO_THEMES;
  const folded = themes.map(searchFold);
  return themes
    .map((theme, index) => {
      const term = themeTerm(theme, language.scale.functionWords);
      const share = folded.reduce(
        (sum, other, i) => sum + (other.includes(term) ? sampler.probability(i) : 0),
        0,
      );
      return { term, english: themeTerm(englishThemes[index]!, ENGLISH_FUNCTION_WORDS), share };
    })
    .sort((a, b) => b.share - a.share || a.term.localeCompare(b.term));
}

/**
 * The places the language writes its own way, each with its English name, folded, and the share
 * of rows expected to name it (`placeShares`); a name two English names share is left out.
 */
export function placePairs(
  language: CatalogueLanguage,
  table: 'tours' | 'micro_tours',
): TermPair[] {
  const { places } = loadVocabulary();
  const english = new Map<string, string | null>();
  for (const place of places) {
    const term = searchFold(placeIn(language, place.name));
    const name = searchFold(place.name);
    if (term === name) continue;
    const known = english.get(term);
    english.set(term, known === undefined || known === name ? name : null);
  }
  return placeShares(language, table).flatMap((share) => {
    const name = english.get(share.term);
    return name ? [{ ...share, english: name }] : [];
  });
}

/** Whether the term is one of the language's drawn words or inside one: rows it would add. */
export const inDrawnWord = (term: string, language: CatalogueLanguage): boolean =>
  language.scale.words.some((word) => searchFold(word).includes(term));
