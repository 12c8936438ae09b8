import './messages';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessages } from '@app/domain/contact-fields';
import { NEWSLETTER_BODY_MAX_LENGTH } from '@app/domain/db-rules';
import { isFunctionErrorCode } from '@app/domain/function-errors';
import { formatEuros, formatNumber, formatWholeEuros } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { newsletterMessages } from '@app/domain/newsletter-messages';
import type { ErrorFacts } from '../lib/error-text';
import {
  authErrorMessages,
  functionErrorMessages,
  knownSentences,
  validationMessages,
} from './error-messages';

/**
 * The catalogue side of lib/error-text.ts: a failure's server sentence or machine code said in
 * the page's language. Loaded after the first render (and with a form's validation), so no page
 * downloads these messages before it paints.
 */

/** "Please try again in a minute." from a refusal's Retry-After seconds. */
function tryAgainIn(seconds: number): string {
  if (seconds < 90) return t`Please try again in a minute.`;
  const minutes = Math.ceil(seconds / 60);
  return plural(minutes, {
    one: 'Please try again in # minute.',
    other: 'Please try again in # minutes.',
  });
}

/** A whole-euro figure as the server wrote it ('1,000', '€999.50'), as a number. */
const euros = (written: string) => Number(written.replace(/[€,]/g, ''));

/** "Capacity cannot be lower than the 2 seats already sold." */
function capacityText(sold: number): string {
  return plural(sold, {
    one: 'Capacity cannot be lower than the # seat already sold.',
    other: 'Capacity cannot be lower than the # seats already sold.',
  });
}

/** 'Tour "Alps" has 2 paid bookings and cannot be deleted.' (the paid ones first, as the server). */
function hasBookingsText(title: string, paid: number, others: number): string {
  const count = paid > 0 ? paid : others;
  return paid > 0
    ? plural(count, {
        one: `"${title}" has # paid booking and cannot be deleted.`,
        other: `"${title}" has # paid bookings and cannot be deleted.`,
      })
    : plural(count, {
        one: `"${title}" has # cancelled or pending booking and cannot be deleted.`,
        other: `"${title}" has # cancelled or pending bookings and cannot be deleted.`,
      });
}

/** "Bookings close 2 hours before the start. Please choose a later date." (micro-tours) */
function bookingCloseText(hours: number): string {
  return plural(hours, {
    one: 'Bookings close # hour before the start. Please choose a later date.',
    other: 'Bookings close # hours before the start. Please choose a later date.',
  });
}

/** "Bookings open at most 2 years ahead. Please choose an earlier date." */
function yearsAheadText(years: number): string {
  return plural(years, {
    one: 'Bookings open at most # year ahead. Please choose an earlier date.',
    other: 'Bookings open at most # years ahead. Please choose an earlier date.',
  });
}

/** "Date changes close 7 days before the tour starts." */
function dateChangeCloseText(days: number): string {
  return plural(days, {
    one: 'Date changes close # day before the tour starts.',
    other: 'Date changes close # days before the tour starts.',
  });
}

/** "1-10 travelers allowed" */
function travelersText(fewest: number, most: number, locale: Locale): string {
  const [min, max] = [formatNumber(fewest, locale), formatNumber(most, locale)];
  return t`${min}-${max} travelers allowed`;
}

/** The admin's wallet adjustment above its limit. */
function adjustmentAmountText(maxAmount: number, locale: Locale): string {
  const amount = formatWholeEuros(maxAmount, locale);
  return t`Amount must be greater than 0 and at most ${amount}, with at most two decimals`;
}

/** The top-up limit a top-up went over (the figures of a `topup_*` refusal); undefined if none. */
function topUpLimitText(
  figures: { limit?: unknown; maxAmount?: unknown; maxCount?: unknown },
  locale: Locale,
): string | undefined {
  const { limit, maxAmount, maxCount } = figures;
  if (limit === 'hourly' && isCount(maxCount)) {
    const count = formatNumber(maxCount, locale);
    return t`Too many top-ups: at most ${count} per hour. Please try again later.`;
  }
  if (!isCount(maxAmount)) return undefined;
  const amount = formatWholeEuros(maxAmount, locale);
  if (limit === 'per_top_up') return t`At most ${amount} per top-up`;
  if (limit === 'daily') return t`Daily top-up limit reached: at most ${amount} in 24 hours.`;
  return undefined;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The rule a translated field broke, from the refusal's figures (migration 0054); the form
 * marks the field and shows its language. Undefined when the figures are not there.
 */
function translationRuleText(figures: Record<string, unknown>, locale: Locale): string | undefined {
  const count = (value: unknown) => (isCount(value) ? formatNumber(value, locale) : undefined);
  switch (figures.rule) {
    case 'text': {
      const max = count(figures.maxLength);
      if (!max) return undefined;
      return figures.notBlank === true
        ? t`This text may not be blank and may have at most ${max} characters.`
        : t`This text may have at most ${max} characters.`;
    }
    case 'list': {
      const [items, length] = [count(figures.maxItems), count(figures.maxItemLength)];
      if (!items || !length) return undefined;
      return t`This list may have at most ${items} entries, none blank, each at most ${length} characters.`;
    }
    case 'itinerary': {
      const days = count(figures.maxDays);
      const title = count(figures.maxTitleLength);
      const description = count(figures.maxDescriptionLength);
      if (!days || !title || !description) return undefined;
      return t`The itinerary may have at most ${days} days, each with its day number, a title (not blank, at most ${title} characters) and a description of at most ${description} characters.`;
    }
    default:
      return undefined;
  }
}

/**
 * The refusals whose code comes with figures (a function's JSON body, a data API refusal's JSON
 * details), said from the code and its figures; undefined when the figures are not there.
 */
function codeWithFigures(facts: ErrorFacts, locale: Locale): string | undefined {
  const body = facts.body ?? {};
  switch (facts.code) {
    case 'tour_has_bookings': {
      const { title, paid, others } = body;
      if (typeof title !== 'string' || !isCount(paid) || !isCount(others)) return undefined;
      return paid > 0 || others > 0 ? hasBookingsText(title, paid, others) : undefined;
    }
    case 'capacity_below_seats_sold':
      return isCount(body.seatsSold) ? capacityText(body.seatsSold) : undefined;
    case 'date_unavailable':
      if (isCount(body.closesHoursBefore)) return bookingCloseText(body.closesHoursBefore);
      return isCount(body.maxYearsAhead) ? yearsAheadText(body.maxYearsAhead) : undefined;
    case 'date_change_closed':
      return isCount(body.closesDaysBefore)
        ? dateChangeCloseText(body.closesDaysBefore)
        : undefined;
    case 'validation_failed':
      if (typeof body.rule === 'string') return translationRuleText(body, locale);
      if (isCount(body.minTravelers) && isCount(body.maxTravelers)) {
        return travelersText(body.minTravelers, body.maxTravelers, locale);
      }
      return isCount(body.maxAmount) ? adjustmentAmountText(body.maxAmount, locale) : undefined;
    case 'difficulty_invalid': {
      if (typeof body.difficulty !== 'string') return undefined;
      const sent = body.difficulty;
      return t`"${sent}" is not a difficulty: choose easy, moderate or challenging.`;
    }
    case 'topup_too_large':
    case 'topup_limit_reached':
      return topUpLimitText(body, locale);
    case 'insufficient_withdrawable': {
      if (!isCount(body.withdrawableAmount)) return undefined;
      const amount = formatEuros(body.withdrawableAmount, locale);
      return t`At most ${amount} can be withdrawn to your card.`;
    }
    default:
      return undefined;
  }
}

/** Server sentences with figures in them, said again in the page's language. */
function sentenceWithFigures(message: string, locale: Locale): string | undefined {
  let match: RegExpExecArray | null;
  if ((match = /^Only (\d+) seats? left for this date\.$/.exec(message))) {
    const seats = Number(match[1]);
    return plural(seats, {
      one: 'Only # seat left for this date.',
      other: 'Only # seats left for this date.',
    });
  }
  if (
    (match = /^Bookings close (\d+) hours before the start\. Please choose a later date\.$/.exec(
      message,
    ))
  ) {
    return bookingCloseText(Number(match[1]));
  }
  if (
    (match = /^Bookings open at most (\d+) years ahead\. Please choose an earlier date\.$/.exec(
      message,
    ))
  ) {
    return yearsAheadText(Number(match[1]));
  }
  if ((match = /^Date changes close (\d+) days before the tour starts\.$/.exec(message))) {
    return dateChangeCloseText(Number(match[1]));
  }
  if ((match = /^At most (€[\d,]+) per top-up$/.exec(message))) {
    return topUpLimitText({ limit: 'per_top_up', maxAmount: euros(match[1]!) }, locale);
  }
  if (
    (match = /^Too many top-ups: at most (\d+) per hour\. Please try again later\.$/.exec(message))
  ) {
    return topUpLimitText({ limit: 'hourly', maxCount: Number(match[1]) }, locale);
  }
  if ((match = /^Daily top-up limit reached: at most (€[\d,]+) in 24 hours\.$/.exec(message))) {
    return topUpLimitText({ limit: 'daily', maxAmount: euros(match[1]!) }, locale);
  }
  if (
    (match =
      /^Amount must be greater than 0 and at most (€[\d,]+), with at most two decimals$/.exec(
        message,
      ))
  ) {
    return adjustmentAmountText(euros(match[1]!), locale);
  }
  if ((match = /^(\d+)-(\d+) travelers allowed$/.exec(message))) {
    return travelersText(Number(match[1]), Number(match[2]), locale);
  }
  if (
    (match = /^Your wallet owes (€[\d,.]+) from a card payment that was reversed\./.exec(message))
  ) {
    const debt = formatEuros(euros(match[1]!), locale);
    return t`Your wallet owes ${debt} from a card payment that was reversed. Please top up to settle it before booking.`;
  }
  if ((match = /^Capacity cannot be lower than the (\d+) seats already sold\.$/.exec(message))) {
    return capacityText(Number(match[1]));
  }
  if (
    (match =
      /^(?:Tour|Micro-tour) "(.*)" has (\d+) (paid|cancelled or pending) bookings? and cannot be deleted\.$/.exec(
        message,
      ))
  ) {
    const count = Number(match[2]);
    return match[3] === 'paid'
      ? hasBookingsText(match[1]!, count, 0)
      : hasBookingsText(match[1]!, 0, count);
  }
  if (message === contactMessages.messageTooLong) {
    const max = formatNumber(CONTACT_MESSAGE_MAX_LENGTH, locale);
    return t`Your message is too long: please keep it under ${max} characters.`;
  }
  if (message === newsletterMessages.bodyTooLong) {
    const max = formatNumber(NEWSLETTER_BODY_MAX_LENGTH, locale);
    return t`The letter is too long: please keep it to ${max} characters or fewer.`;
  }
  return undefined;
}

/** A server's or the domain's English sentence in the page's language; undefined if unknown. */
function sentenceText(message: string, locale: Locale): string | undefined {
  const known = validationMessages.get(message) ?? knownSentences.get(message);
  if (known) return i18n._(known);
  return sentenceWithFigures(message, locale);
}

/** The lead sentence of a rate-limited form's refusal, before its "Please try again in …". */
const RATE_LIMIT_TAIL = / Please try again in (?:a minute|\d+ minutes)\.$/;

const STORAGE_STATUS_MESSAGES: Record<number, MessageDescriptor> = {
  403: msg`Only admins may upload, replace, remove or list files`,
  404: msg`Object not found`,
  409: msg`The resource already exists`,
  413: msg`This file is too large.`,
  415: msg`This type of file cannot be uploaded.`,
  429: msg`Too many requests. Please try again in a few minutes.`,
  503: msg`Service temporarily unavailable, please try again`,
};

/** PostgreSQL's and PostgREST's own codes of a data API refusal that is not one of ours. */
const SQL_STATE_MESSAGES: Record<string, MessageDescriptor> = {
  '42501': msg`You are not allowed to do this.`,
  '23505': msg`This already exists.`,
  '23503': msg`This is still in use and cannot be removed.`,
  '23502': msg`Some details are not valid. Please check them and try again.`,
  '23514': msg`Some details are not valid. Please check them and try again.`,
  '57014': msg`This took too long. Please try again.`,
  PGRST301: msg`Session expired or revoked. Please sign in again.`,
  PGRST116: msg`Not found`,
};

/** The catalogue message of a failure's code, in the page's language; undefined if none. */
function codeText(facts: ErrorFacts): string | undefined {
  const { code, source } = facts;
  if (code === 'rate_limited') {
    const lead = facts.message?.replace(RATE_LIMIT_TAIL, '');
    const leadText = lead ? knownSentences.get(lead) : undefined;
    const seconds = Number(facts.body?.retryAfterSeconds);
    if (leadText && seconds > 0) return `${i18n._(leadText)} ${tryAgainIn(seconds)}`;
  }
  if (source === 'auth' && code && authErrorMessages[code]) return i18n._(authErrorMessages[code]);
  if (code && isFunctionErrorCode(code)) return i18n._(functionErrorMessages[code]);
  const storageMessage = facts.status ? STORAGE_STATUS_MESSAGES[facts.status] : undefined;
  if (source === 'storage' && storageMessage) return i18n._(storageMessage);
  const sqlMessage = facts.sqlState ? SQL_STATE_MESSAGES[facts.sqlState] : undefined;
  if (source === 'rest' && sqlMessage) return i18n._(sqlMessage);
  return undefined;
}

/** A request that never reached a server (fetch's own TypeError texts, or ours). */
function isNetworkFailure(facts: ErrorFacts): boolean {
  if (facts.source === 'function' && facts.status === 0) return true;
  return /Failed to fetch|NetworkError|Load failed|network error/i.test(facts.message ?? '');
}

/**
 * A failure in the page's language: its code's message with its figures, else its sentence's
 * message, else its code's, else a request that never reached a server, else undefined (the
 * caller's fallback or the generic message).
 */
export function translateError(facts: ErrorFacts, locale: Locale): string | undefined {
  const figures = codeWithFigures(facts, locale);
  if (figures) return figures;
  const sentence = facts.message ? sentenceText(facts.message, locale) : undefined;
  if (sentence) return sentence;
  const coded = codeText(facts);
  if (coded) return coded;
  if (isNetworkFailure(facts)) {
    return t`We could not reach our server. Please check your internet connection and try again.`;
  }
  return undefined;
}

/** An English text of the shared domain or of a server, in the page's language; else undefined. */
export const translateSentence = (message: string, locale: Locale) => sentenceText(message, locale);
