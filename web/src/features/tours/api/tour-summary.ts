import type { Tour } from '@app/domain';
import type { TourTranslatedField } from '@app/domain/catalogue-translations';
import type { Locale } from '@app/domain/locales';
import {
  localizeReadRow,
  type Localized,
  withTranslatedColumns,
} from '../../../lib/catalogue-language.js';

/** What a tour card shows; every list of tour cards selects these columns. */
export type TourSummary = Localized<
  Pick<
    Tour,
    | 'id'
    | 'slug'
    | 'title'
    | 'short_description'
    | 'category'
    | 'country'
    | 'price_eur'
    | 'duration_days'
    | 'difficulty'
    | 'transport'
    | 'group_size'
    | 'rating'
    | 'cover_image'
    | 'image_override_url'
  >,
  TourCardField
>;

export const TOUR_SUMMARY_COLUMNS =
  'id, slug, title, short_description, category, country, price_eur, duration_days, difficulty, transport, group_size, rating, cover_image, image_override_url';

/** The card's fields written in each language (decision 029). */
const TOUR_CARD_FIELDS = ['title', 'short_description', 'country'] as const;
type TourCardField = (typeof TOUR_CARD_FIELDS)[number] & TourTranslatedField;

/** The card's columns, with the fields in `locale`. */
export const tourSummaryColumns = (locale: Locale) =>
  withTranslatedColumns(TOUR_SUMMARY_COLUMNS, TOUR_CARD_FIELDS, locale);

/** A card's row read with `tourSummaryColumns`, in `locale`. */
export const localizeTourSummary = <Row extends Omit<TourSummary, 'inEnglish'>>(
  row: Row,
  locale: Locale,
): Row & TourSummary => localizeReadRow(row, TOUR_CARD_FIELDS, locale);
