import type { COUNTRY_TIME_ZONES } from '@app/domain/db-rules';
import type { TranslatedLocale } from '@app/domain/catalogue-translations';
import type { Category, Difficulty, MicroPrice, Transport } from '../catalogue-types.js';

/**
 * What the demo catalogue needs to be written in a language (decision 029): the writers make
 * the same choices in every language (the same shuffled plan, the same picked sentence) and take
 * each language's words for them, so every table here is indexed as the English one is. A
 * language is pure data in `lang/<code>/`; adding one means filling these types (a missing key
 * is a type error, a missing tour or a list of another length fails db/seed/lang.test.ts).
 */

export type Country = keyof typeof COUNTRY_TIME_ZONES;
export type Mode = Transport | 'none';

export interface Activity {
  title: string;
  text: string;
}

/**
 * The multi-day tours' phrase tables (tour-phrases.ts) and the sentences the writer assembles
 * around them. Templates take `{place}`, `{meet}`, `{pitch}`, `{from}`, `{to}` and `{km}`.
 */
export interface TourPhrases {
  activities: Record<Category, Activity[]>;
  travelDay: Record<Mode, string[]>;
  finalLeg: Record<Mode, string>;
  arrival: string[];
  departure: string[];
  oneDay: string;
  categoryParagraphs: Record<Category, string[]>;
  difficultyNotes: Record<Difficulty, string>;
  baseCampNotes: Record<Mode, string>;
  transportNotes: Record<Mode, string>;

  /** "A, B and C". */
  list: (items: readonly string[]) => string;
  /**
   * A place after the language's "in", "to" and "from" ('auf Hvar', 'zum Sellajoch'); templates
   * take them as `{inPlace}`, `{toPlace}`, `{fromPlace}` (of `{place}`) and `{fromLeg}`,
   * `{toLeg}` (of `{from}` and `{to}`).
   */
  inPlace: (place: string) => string;
  toPlace: (place: string) => string;
  fromPlace: (place: string) => string;
  dayTitles: {
    oneDay: (place: string) => string;
    arrival: (place: string) => string;
    leg: (from: string, to: string) => string;
    farewell: (place: string) => string;
    activity: (activity: string, place: string) => string;
  };
  highlights: {
    byCategory: Record<Category, string>;
    smallGroup: (size: number) => string;
    greenGuesthouses: string;
  };
  included: {
    guide: string;
    nights: (nights: number) => string;
    breakfast: string;
    byCategory: Record<Category, string>;
    byTransport: Record<Mode, string>;
    dinners: (dinners: number) => string;
  };
  notIncluded: {
    travelToAndFrom: (place: string) => string;
    travelToAndHome: (start: string, end: string) => string;
    insurance: string;
    gastroDrinks: string;
    lunches: string;
    personal: string;
    eBike: string;
  };
  cancellation: { rail: string; wholeBooking: string; seats: string };
  description: {
    basedIn: (days: number, place: string) => string;
    route: (start: string, end: string, days: number, middle: readonly string[]) => string;
    groupLimit: (size: number) => string;
  };
}

/** A hand-written tour (tour-table.ts) in a language, found by its English title. */
export interface TourWords {
  title: string;
  pitch: string;
  highlights: string[];
  meet: string;
}

/**
 * A micro-tour city (micro-table.ts) in a language, found by its English name; the city's own
 * name comes from the place-name table. Each field is the form the language's themes put in
 * their sentences (German: 'am Tejo', 'in der Alfama').
 */
export interface CityWords {
  /** For titles ('Castelo de São Jorge: …'); `atLandmark` where a sentence is there. */
  landmark: string;
  atLandmark: string;
  inQuarter: string;
  food: string;
  atWater: string;
  /** Where a walk or ride goes ('ins Sintra-Gebirge') and where it is ('im Sintra-Gebirge'). */
  toNature: string;
  inNature: string;
  /** The wine region's name, or null where the city has none (the theme is then about beer). */
  wine: string | null;
  meet: [string, string];
}

export type LocalCity = CityWords & { city: string };

export interface ThemeWords {
  title: (c: LocalCity) => string;
  description: (c: LocalCity) => string;
  included: string[];
  excluded: string[];
}

/** The bench catalogue's generator (scale-text.ts) in a language, list for list. */
export interface ScaleWords {
  adjectives: string[];
  tourThemes: string[];
  tourPhrases: string[];
  microThemes: string[];
  microPhrases: string[];
  /** `{}` is a drawn word, as many as in the English frame of the same index. */
  frames: string[];
  /**
   * The drawn words: everyday words of the language, the most used first, none of them a place
   * or a word of the themes. The English vocabulary's rank r draws words[r % words.length]
   * (scale-text.ts `languageWord`), so the same draws read in the language, each word of the
   * list about as frequent as the English words whose ranks it takes.
   */
  words: string[];
  /** Articles, prepositions and conjunctions: what a traveller leaves out of a search. */
  functionWords: string[];
  tourTitle: (adjective: number, theme: number, place: string) => string;
  tourIntro: (days: number, theme: number, from: string, to: string, phrase: string) => string;
  tourFullIntro: (place: string, adjective: number, phrase: string) => string;
  tourFullOutro: string;
  microTitle: (theme: number, city: string) => string;
  microIntro: (phrase: string, city: string, theme: number) => string;
  /** The columns seed-scale.ts fills in SQL, in English there. */
  tourMeetingPoint: (place: string) => string;
  tourHighlights: (place: string, theme: number) => string[];
  microMeetingPoint: (city: string) => string;
  microIncluded: string[];
  microExcluded: string[];
}

export interface CatalogueLanguage {
  locale: TranslatedLocale;
  /** Place names the language writes its own way (Munich → München); others stay as they are. */
  places: Readonly<Record<string, string>>;
  countries: Readonly<Record<Country, string>>;
  tours: Readonly<Record<string, TourWords>>;
  phrases: TourPhrases;
  cities: Readonly<Record<string, CityWords>>;
  themes: Record<MicroPrice, ThemeWords[]>;
  scale: ScaleWords;
}
