import type { MicroTour } from '@app/domain';
import type { MicroTourTranslatedField } from '@app/domain/catalogue-translations';
import type { Locale } from '@app/domain/locales';
import {
  localizeReadRow,
  type Localized,
  withTranslatedColumns,
} from '../../../lib/catalogue-language.js';

/** What a micro-tour card shows; every list that renders cards selects these columns. */
export type MicroTourSummary = Localized<
  Pick<
    MicroTour,
    | 'id'
    | 'slug'
    | 'title'
    | 'description'
    | 'city'
    | 'country'
    | 'price_eur'
    | 'duration_hours'
    | 'rating'
    | 'cover_url'
  >,
  MicroTourCardField
>;

export const MICRO_TOUR_SUMMARY_COLUMNS =
  'id, slug, title, description, city, country, price_eur, duration_hours, rating, cover_url';

/** The card's fields written in each language (decision 029). */
const MICRO_TOUR_CARD_FIELDS = ['title', 'description', 'city', 'country'] as const;
type MicroTourCardField = (typeof MICRO_TOUR_CARD_FIELDS)[number] & MicroTourTranslatedField;

/** The card's columns, with the fields in `locale`. */
export const microTourSummaryColumns = (locale: Locale) =>
  withTranslatedColumns(MICRO_TOUR_SUMMARY_COLUMNS, MICRO_TOUR_CARD_FIELDS, locale);

/** A card's row read with `microTourSummaryColumns`, in `locale`. */
export const localizeMicroTourSummary = <Row extends Omit<MicroTourSummary, 'inEnglish'>>(
  row: Row,
  locale: Locale,
): Row & MicroTourSummary => localizeReadRow(row, MICRO_TOUR_CARD_FIELDS, locale);
