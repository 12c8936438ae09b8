import type { BookingStatus } from './booking.js';
import type { TourCategory, TourDifficulty, TourTransport } from './catalogue-constants.js';
import type { Database as GeneratedDatabase, Json } from './generated/database.types.js';

/** A shape with some of its properties replaced, keeping which are optional. */
type Narrowed<Shape, Columns> = {
  [Key in keyof Shape]: Key extends keyof Columns ? Columns[Key] : Shape[Key];
};

type NarrowedTable<
  Table extends { Row: object; Insert: object; Update: object; Relationships: unknown },
  Columns,
> = {
  Row: Narrowed<Table['Row'], Columns>;
  Insert: Narrowed<Table['Insert'], Columns>;
  Update: Narrowed<Table['Update'], Columns>;
  Relationships: Table['Relationships'];
};

type GeneratedTables = GeneratedDatabase['public']['Tables'];
type GeneratedFunctions = GeneratedDatabase['public']['Functions'];

type ToursTable = NarrowedTable<
  GeneratedTables['tours'],
  { category: TourCategory; difficulty: TourDifficulty; transport: TourTransport | null }
>;

type AddonsTable = NarrowedTable<
  GeneratedTables['addons'],
  { applies_to: 'global' | 'category' | 'tour'; category: TourCategory | null }
>;

/**
 * The Database type the web's clients take: the generated one, with the text columns whose SQL
 * checks allow only a fixed list of values (`category in ('eco', 'gastro', …)`) typed as that list.
 */
export type Database = {
  public: Omit<GeneratedDatabase['public'], 'Tables' | 'Functions'> & {
    Functions: Omit<GeneratedFunctions, 'tour_addons' | 'search_tours'> & {
      tour_addons: Omit<GeneratedFunctions['tour_addons'], 'Returns'> & {
        Returns: AddonsTable['Row'][];
      };
      search_tours: Omit<GeneratedFunctions['search_tours'], 'Returns'> & {
        Returns: ToursTable['Row'][];
      };
    };
    Tables: Omit<GeneratedTables, 'tours' | 'addons' | 'bookings'> & {
      tours: ToursTable;
      addons: AddonsTable;
      bookings: NarrowedTable<GeneratedTables['bookings'], { status: BookingStatus }>;
    };
  };
};

type PublicTables = Database['public']['Tables'];

/** A type, not an interface, so a day is a Json value (a translations document holds days). */
export type ItineraryDay = {
  day: number;
  title: string;
  description: string;
};

/** A tour row as PostgREST returns it, with its itinerary (jsonb) read by readItinerary. */
export type Tour = Omit<
  PublicTables['tours']['Row'],
  | 'itinerary'
  | 'price_cents'
  | 'search_text'
  | 'search_text_de'
  | 'search_text_fr'
  | 'search_text_es'
  | 'search_text_it'
  | 'title_de'
  | 'title_fr'
  | 'title_es'
  | 'title_it'
  | 'card_de'
  | 'card_fr'
  | 'card_es'
  | 'card_it'
  | 'translations'
> & {
  itinerary: ItineraryDay[];
  /** Read with readTranslations (catalogue-translations.ts); absent when not selected. */
  translations?: Json;
};

export type MicroTour = Omit<
  PublicTables['micro_tours']['Row'],
  | 'duration_minutes'
  | 'price_cents'
  | 'search_text'
  | 'search_text_de'
  | 'search_text_fr'
  | 'search_text_es'
  | 'search_text_it'
  | 'title_de'
  | 'title_fr'
  | 'title_es'
  | 'title_it'
  | 'card_de'
  | 'card_fr'
  | 'card_es'
  | 'card_it'
  | 'image_status'
  | 'translations'
> & {
  /** Read with readTranslations (catalogue-translations.ts); absent when not selected. */
  translations?: Json;
};

export type Addon = PublicTables['addons']['Row'];

const isRecord = (value: Json): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isItineraryDay(value: Json): value is Json & ItineraryDay {
  return (
    isRecord(value) &&
    Number.isInteger(value.day) &&
    typeof value.title === 'string' &&
    typeof value.description === 'string'
  );
}

// NOTE: checked by hand rather than with zod: the tour page's JavaScript would otherwise carry
// zod's core for this one column.
/** A tour's itinerary column (jsonb, which SQL only checks to be an array) as its days. */
export function readItinerary(value: Json): ItineraryDay[] {
  if (!Array.isArray(value) || !value.every(isItineraryDay)) {
    throw new Error('tours.itinerary is not a list of days');
  }
  return value;
}

/** A tour row with its itinerary read. */
export function readTourRow<Row extends { itinerary: Json }>(
  row: Row,
): Omit<Row, 'itinerary'> & { itinerary: ItineraryDay[] } {
  return { ...row, itinerary: readItinerary(row.itinerary) };
}
