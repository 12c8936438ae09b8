import '../messages';
import { plural, t } from '@lingui/core/macro';
import { cancellationTiers, type RefundTier } from '@app/domain/cancellation-policy';
import { dateChangeTerms, type DateChangeTerms } from '@app/domain/date-change-terms';
import { formatEuros, formatWholeEuros } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';

/**
 * The refund tiers and the date change terms in the page's language, in the words of
 * @app/domain/cancellation-policy and @app/domain/date-change-terms (the same English).
 */

/** When a tier applies: 'More than 14 days before the tour', '7 to 14 days before the tour'. */
function tierPeriod(index: number, tiers: readonly RefundTier[]): string {
  const tier = tiers[index]!;
  const from = tier.minDaysBefore;
  if (index === 0) {
    if (from === 0) return t`Any time before the tour`;
    const days = from - 1;
    return plural(days, {
      one: 'More than # day before the tour',
      other: 'More than # days before the tour',
    });
  }
  const upTo = tiers[index - 1]!.minDaysBefore - 1;
  if (from === 0) {
    const days = upTo + 1;
    return plural(days, {
      one: 'Fewer than # day before the tour',
      other: 'Fewer than # days before the tour',
    });
  }
  if (from === upTo) {
    return plural(upTo, { one: '# day before the tour', other: '# days before the tour' });
  }
  return t`${from} to ${upTo} days before the tour`;
}

/** What a tier gives back: 'full refund', 'partial refund of 50%', 'no refund'. */
function tierRefund(tier: RefundTier): string {
  if (tier.refundPercent >= 100) return t`full refund`;
  if (tier.refundPercent <= 0) return t`no refund`;
  const percent = tier.refundPercent;
  return t`partial refund of ${percent}%`;
}

/** Each tier in words, earliest first: 'More than 14 days before the tour: full refund'. */
export function cancellationTierLines(tiers: readonly RefundTier[] = cancellationTiers): string[] {
  return tiers.map((tier, index) => {
    const period = tierPeriod(index, tiers);
    const refund = tierRefund(tier);
    return t`${period}: ${refund}`;
  });
}

/** '€40', or '€12.50' for an amount with cents. */
const feeText = (amount: number, locale: Locale) =>
  Number.isInteger(amount) ? formatWholeEuros(amount, locale) : formatEuros(amount, locale);

/**
 * 'You may move your booking to another date of the same tour more than 7 days before it starts.
 * The first change is free with the Flexible Date Change add-on; otherwise each change costs €40
 * per traveller. A higher price on the new date is charged, a lower one refunded to your wallet.'
 */
export function dateChangeText(locale: Locale, terms: DateChangeTerms = dateChangeTerms): string {
  const closes = terms.closesDaysBefore;
  const when = plural(closes, {
    one: 'You may move your booking to another date of the same tour more than # day before it starts.',
    other:
      'You may move your booking to another date of the same tour more than # days before it starts.',
  });
  const fee = feeText(terms.feePerTravelerEur, locale);
  const free = terms.freeChangesWithAddOn;
  let cost: string;
  if (terms.feePerTravelerEur <= 0) cost = t`Each change is free.`;
  else if (free > 0) {
    cost = plural(free, {
      one: `The first change is free with the Flexible Date Change add-on; otherwise each change costs ${fee} per traveller.`,
      other: `The first # changes are free with the Flexible Date Change add-on; otherwise each change costs ${fee} per traveller.`,
    });
  } else cost = t`Each change costs ${fee} per traveller.`;
  const price = t`A higher price on the new date is charged, a lower one refunded to your wallet.`;
  return `${when} ${cost} ${price}`;
}
