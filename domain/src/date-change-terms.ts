// NOTE: no zod here: the tour page, the legal pages and the dashboard import
// `@app/domain/date-change-terms`.
import { DATE_CHANGE_TERMS } from './generated/db-rules.js';

/**
 * On what terms a paid multi-day booking moves to another date of its tour: while it starts more
 * than `closesDaysBefore` days away (in the tour's zone), for `feePerTravelerEur` per traveller,
 * except the first `freeChangesWithAddOn` changes of a booking with the Flexible Date Change
 * add-on. SQL holds the rule (app_rules.date_change_terms) and freezes it on every booking.
 */
export interface DateChangeTerms {
  closesDaysBefore: number;
  feePerTravelerEur: number;
  freeChangesWithAddOn: number;
}

/** The terms in force: the same value SQL freezes on every booking it sells. */
export const dateChangeTerms: DateChangeTerms = DATE_CHANGE_TERMS;

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** '€40', or '€12.50' for an amount with cents (fees stay below a thousand euros). */
const euros = (amount: number) => `€${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

function freeChanges(count: number): string {
  if (count === 1) return 'The first change is';
  return `The first ${count} changes are`;
}

/**
 * The terms in words, for the tour page and the Terms: 'You may move your booking to another date
 * of the same tour more than 7 days before it starts. The first change is free with the Flexible Date
 * Change add-on; otherwise each change costs €40 per traveller. A higher price on the new date is
 * charged, a lower one refunded to your wallet.'
 */
export function dateChangeSentence(terms: DateChangeTerms = dateChangeTerms): string {
  const when = `You may move your booking to another date of the same tour more than ${dayCount(terms.closesDaysBefore)} before it starts.`;
  const fee =
    terms.feePerTravelerEur > 0
      ? `each change costs ${euros(terms.feePerTravelerEur)} per traveller`
      : 'each change is free';
  const cost =
    terms.freeChangesWithAddOn > 0 && terms.feePerTravelerEur > 0
      ? `${freeChanges(terms.freeChangesWithAddOn)} free with the Flexible Date Change add-on; otherwise ${fee}.`
      : `${fee.charAt(0).toUpperCase()}${fee.slice(1)}.`;
  return `${when} ${cost} A higher price on the new date is charged, a lower one refunded to your wallet.`;
}

/** What a micro-tour's terms say instead: its bookings do not move. */
export const microTourDateChangeSentence =
  'A micro-tour booking is not moved to another date: cancel it and book the new date instead.';

/** What a booking says once its date can no longer change: 'Date changes close 7 days before the start'. */
export const dateChangeClosedText = (terms: DateChangeTerms = dateChangeTerms) =>
  `Date changes close ${dayCount(terms.closesDaysBefore)} before the start`;
