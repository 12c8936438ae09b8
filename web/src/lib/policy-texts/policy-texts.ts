import './messages';
import { plural, t } from '@lingui/core/macro';
import { cancellationTiers, type RefundTier } from '@app/domain/cancellation-policy';
import { dateChangeTerms, type DateChangeTerms } from '@app/domain/date-change-terms';
import { formatEuros, formatWholeEuros } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';

// The rules SQL holds (app_rules.refund_tiers, app_rules.date_change_terms) in the page's
// language, for the tour page, the legal pages and the FAQ alike; in English they read as the
// domain's sentences (cancellation-policy.ts, date-change-terms.ts) word for word. Read while
// rendering, once the page's language is active.

/** When a tier applies: 'More than 14 days before the tour', '7 to 14 days before the tour'. */
function tierPeriod(index: number, tiers: readonly RefundTier[]): string {
  const tier = tiers[index]!;
  const upTo = index === 0 ? null : tiers[index - 1]!.minDaysBefore - 1;
  if (upTo === null) {
    const days = tier.minDaysBefore - 1;
    return tier.minDaysBefore === 0
      ? t`Any time before the tour`
      : plural(days, {
          one: 'More than # day before the tour',
          other: 'More than # days before the tour',
        });
  }
  const from = tier.minDaysBefore;
  if (from === 0) {
    const days = upTo + 1;
    return plural(days, {
      one: 'Fewer than # day before the tour',
      other: 'Fewer than # days before the tour',
    });
  }
  if (from === upTo)
    return plural(upTo, { one: '# day before the tour', other: '# days before the tour' });
  return plural(upTo, {
    one: `${from} to # day before the tour`,
    other: `${from} to # days before the tour`,
  });
}

/** What a tier gives back: 'full refund', 'partial refund of 50%', 'no refund'. */
function tierRefund(tier: RefundTier): string {
  const percent = tier.refundPercent;
  if (percent >= 100) return t`full refund`;
  if (percent <= 0) return t`no refund`;
  return t`partial refund of ${percent}%`;
}

/** Each tier in words, earliest first: { period: 'More than 14 days before the tour', refund: 'full refund' }. */
export function cancellationTiersInWords(
  tiers: readonly RefundTier[] = cancellationTiers,
): { period: string; refund: string; key: number }[] {
  return tiers.map((tier, index) => ({
    period: tierPeriod(index, tiers),
    refund: tierRefund(tier),
    key: tier.minDaysBefore,
  }));
}

/**
 * The policy in one sentence: 'You receive a full refund when you cancel more than 14 days
 * before the tour, a partial refund of 50% from 7 to 14 days before it, and no refund within 7
 * days of it.'
 */
export function cancellationPolicyText(tiers: readonly RefundTier[] = cancellationTiers): string {
  const parts = tiers.map((tier, index) => {
    const percent = tier.refundPercent;
    const what =
      percent >= 100
        ? t`a full refund`
        : percent <= 0
          ? t`no refund`
          : t`a partial refund of ${percent}%`;
    const upTo = index === 0 ? null : tiers[index - 1]!.minDaysBefore - 1;
    if (upTo === null) {
      const days = tier.minDaysBefore - 1;
      return tier.minDaysBefore === 0
        ? t`${what} whenever you cancel`
        : plural(days, {
            one: `${what} when you cancel more than # day before the tour`,
            other: `${what} when you cancel more than # days before the tour`,
          });
    }
    const from = tier.minDaysBefore;
    if (from === 0) {
      const days = upTo + 1;
      return plural(days, {
        one: `${what} within # day of it`,
        other: `${what} within # days of it`,
      });
    }
    return plural(upTo, {
      one: `${what} from ${from} to # day before it`,
      other: `${what} from ${from} to # days before it`,
    });
  });
  const head = parts.slice(0, -1).join(', ');
  const last = parts.at(-1)!;
  const list = parts.length > 1 ? t`${head}, and ${last}` : last;
  return t`You receive ${list}.`;
}

/**
 * 'You may move your booking to another date of the same tour more than 7 days before it starts.
 * The first change is free with the Flexible Date Change add-on; otherwise each change costs €40
 * per traveller. A higher price on the new date is charged, a lower one refunded to your wallet.'
 */
export function dateChangeText(locale: Locale, terms: DateChangeTerms = dateChangeTerms): string {
  const amount = terms.feePerTravelerEur;
  // '€40', or '€12.50' for an amount with cents.
  const fee = Number.isInteger(amount)
    ? formatWholeEuros(amount, locale)
    : formatEuros(amount, locale);
  const free = terms.freeChangesWithAddOn;
  const days = terms.closesDaysBefore;
  const when = plural(days, {
    one: 'You may move your booking to another date of the same tour more than # day before it starts.',
    other:
      'You may move your booking to another date of the same tour more than # days before it starts.',
  });
  let cost: string;
  if (amount <= 0) cost = t`Each change is free.`;
  else if (free <= 0) cost = t`Each change costs ${fee} per traveller.`;
  else
    cost = plural(free, {
      one: `The first change is free with the Flexible Date Change add-on; otherwise each change costs ${fee} per traveller.`,
      other: `The first # changes are free with the Flexible Date Change add-on; otherwise each change costs ${fee} per traveller.`,
    });
  const difference = t`A higher price on the new date is charged, a lower one refunded to your wallet.`;
  return `${when} ${cost} ${difference}`;
}
