import { DEFAULT_LOCALE, type Locale } from './locales.js';

/**
 * Dates, times, numbers and euro amounts in the reader's language: the one place that picks an
 * Intl locale. English keeps the conventions each text had before there were other languages
 * (the product description's '€1,234.50', 'December 2, 2026'), so each style names its own
 * English variant; every other language formats by its own country's conventions.
 */
const regionalTags: Record<Exclude<Locale, 'en'>, string> = {
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
};

const dateStyles = {
  /** 'December 2, 2026': a day in running text. */
  longDay: { en: 'en-US', options: { year: 'numeric', month: 'long', day: 'numeric' } },
  /** '2 December 2026': a day in a mail or a receipt. */
  formalDay: { en: 'en-GB', options: { dateStyle: 'long' } },
  /** 'Sat 12 September 2026': a tour's departure in the booking panel. */
  weekdayDay: {
    en: 'en-IE',
    options: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
  },
  /** 'Tue, 1 Jun 2027': a departure in the admin's lists. */
  shortWeekdayDay: {
    en: 'en-GB',
    options: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  },
  /** '2 Dec 2026'. */
  mediumDay: { en: 'en-GB', options: { dateStyle: 'medium' } },
  /** '2 Dec 2026, 14:05'. */
  dayTime: { en: 'en-GB', options: { dateStyle: 'medium', timeStyle: 'short' } },
  /** '27 November 2026 at 09:05'. */
  longDayTime: {
    en: 'en-GB',
    options: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  },
  /** 'March 2026': the month a reviewed trip took place. */
  monthYear: { en: 'en-GB', options: { month: 'long', year: 'numeric' } },
  /** '09:05' (24 hours). */
  clockTime: { en: 'en-GB', options: { hour: '2-digit', minute: '2-digit' } },
} satisfies Record<string, { en: string; options: Intl.DateTimeFormatOptions }>;

export type DateStyle = keyof typeof dateStyles;

const numberStyles = {
  /** '€1,234.50' / '1.234,50 €'. */
  euros: {
    en: 'en-IE',
    options: {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    },
  },
  /** '€1,235' / '1.235 €': prices on cards. */
  wholeEuros: {
    en: 'en-IE',
    options: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  },
  /** '12,345' / '12.345'. */
  integer: { en: 'en-GB', options: { maximumFractionDigits: 0 } },
  /** '5.5' / '5,5', '20': a rate with up to two decimals (a VAT rate on a receipt). */
  decimal: { en: 'en-GB', options: { maximumFractionDigits: 2 } },
  /** '4.8' / '4,8': a rating out of 5. */
  oneDecimal: {
    en: 'en-GB',
    options: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
} satisfies Record<string, { en: string; options: Intl.NumberFormatOptions }>;

export type NumberStyle = keyof typeof numberStyles;

const tagFor = (locale: Locale, english: string) =>
  locale === 'en' ? english : regionalTags[locale];

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(
  style: DateStyle,
  locale: Locale = DEFAULT_LOCALE,
  timeZone?: string,
): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const { en, options } = dateStyles[style];
    format = new Intl.DateTimeFormat(tagFor(locale, en), { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(
  style: NumberStyle,
  locale: Locale = DEFAULT_LOCALE,
): Intl.NumberFormat {
  const key = `${style}|${locale}`;
  let format = numberFormats.get(key);
  if (!format) {
    const { en, options } = numberStyles[style];
    format = new Intl.NumberFormat(tagFor(locale, en), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A moment (an ISO timestamp or a Date) in the device's time zone, or the one given. */
export const formatMoment = (
  moment: string | Date,
  style: DateStyle,
  locale: Locale = DEFAULT_LOCALE,
  timeZone?: string,
) => dateFormat(style, locale, timeZone).format(new Date(moment));

/** A calendar day (YYYY-MM-DD) as itself: no time zone shifts it. */
export const formatCalendarDay = (
  isoDay: string,
  style: DateStyle,
  locale: Locale = DEFAULT_LOCALE,
) => dateFormat(style, locale, 'UTC').format(new Date(`${isoDay}T00:00:00Z`));

export const formatNumber = (value: number, locale: Locale = DEFAULT_LOCALE) =>
  numberFormat('integer', locale).format(value);

/** Euros with two decimals, as for wallet and booking amounts. */
export const formatEuros = (amount: number, locale: Locale = DEFAULT_LOCALE) =>
  numberFormat('euros', locale).format(amount);

/** Whole euros, as on tour cards. */
export const formatWholeEuros = (amount: number, locale: Locale = DEFAULT_LOCALE) =>
  numberFormat('wholeEuros', locale).format(Math.round(amount));

/** Up to two decimals, none when whole: '20', '5.5' / '5,5'. */
export const formatDecimal = (value: number, locale: Locale = DEFAULT_LOCALE) =>
  numberFormat('decimal', locale).format(value);

/** One decimal, as a rating: '4.8' / '4,8'. */
export const formatOneDecimal = (value: number, locale: Locale = DEFAULT_LOCALE) =>
  numberFormat('oneDecimal', locale).format(value);
