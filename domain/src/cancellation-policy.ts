// NOTE: no zod here: the tour page and the legal pages import `@app/domain/cancellation-policy`.
import { REFUND_TIERS } from './generated/db-rules.js';

/**
 * What a traveller gets back when cancelling, by whole days before the tour starts: a tier
 * applies from `minDaysBefore` days on, until the next earlier tier begins. The tour page, the
 * Delivery & Refund Policy, the Terms and the FAQ all say it from this list: a full refund more
 * than 14 days before, a partial one at 7 to 14 days, none within 7 days.
 */
export interface RefundTier {
  minDaysBefore: number;
  refundPercent: number;
}

/**
 * The policy in force, earliest cancellation first (the last tier starts at 0 days): the same
 * value SQL freezes on every booking it sells (app_rules.refund_tiers).
 */
export const cancellationTiers: readonly RefundTier[] = REFUND_TIERS;

/** Unused wallet balance asked back by mail reaches the card within this many business days. */
export const BALANCE_PAYBACK_BUSINESS_DAYS = { min: 5, max: 10 } as const;

/** The percentage refunded for a cancellation this many whole days before the tour. */
export function refundPercentFor(daysBefore: number, tiers = cancellationTiers): number {
  return tiers.find((tier) => daysBefore >= tier.minDaysBefore)?.refundPercent ?? 0;
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** When a tier applies: 'More than 14 days before the tour', '7 to 14 days before the tour'. */
export function tierPeriod(index: number, tiers = cancellationTiers): string {
  const tier = tiers[index]!;
  const upTo = index === 0 ? null : tiers[index - 1]!.minDaysBefore - 1;
  if (upTo === null) {
    return tier.minDaysBefore === 0
      ? 'Any time before the tour'
      : `More than ${dayCount(tier.minDaysBefore - 1)} before the tour`;
  }
  if (tier.minDaysBefore === 0) return `Fewer than ${dayCount(upTo + 1)} before the tour`;
  if (tier.minDaysBefore === upTo) return `${dayCount(upTo)} before the tour`;
  return `${tier.minDaysBefore} to ${dayCount(upTo)} before the tour`;
}

/** What a tier gives back: 'full refund', 'partial refund of 50%', 'no refund'. */
export function tierRefund(tier: RefundTier): string {
  if (tier.refundPercent >= 100) return 'full refund';
  if (tier.refundPercent <= 0) return 'no refund';
  return `partial refund of ${tier.refundPercent}%`;
}

/** Each tier in words, earliest first: 'More than 14 days before the tour: full refund'. */
export function describeCancellationTiers(tiers = cancellationTiers): string[] {
  return tiers.map((tier, index) => `${tierPeriod(index, tiers)}: ${tierRefund(tier)}`);
}

/** When a refund arrives: the wallet refunds the moment a booking is cancelled. */
export const refundTimeSentence =
  'A refund goes back to your EcoTours wallet the moment the booking is cancelled.';

/**
 * The policy in one sentence for running text: 'You receive a full refund when you cancel more
 * than 14 days before the tour, a partial refund of 50% from 7 to 14 days before it, and no refund
 * within 7 days of it.'
 */
export function cancellationPolicySentence(tiers = cancellationTiers): string {
  const parts = tiers.map((tier, index) => {
    const refund = tierRefund(tier);
    const what = tier.refundPercent <= 0 ? refund : `a ${refund}`;
    const upTo = index === 0 ? null : tiers[index - 1]!.minDaysBefore - 1;
    if (upTo === null) {
      return tier.minDaysBefore === 0
        ? `${what} whenever you cancel`
        : `${what} when you cancel more than ${dayCount(tier.minDaysBefore - 1)} before the tour`;
    }
    if (tier.minDaysBefore === 0) return `${what} within ${dayCount(upTo + 1)} of it`;
    return `${what} from ${tier.minDaysBefore} to ${dayCount(upTo)} before it`;
  });
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)!}` : parts[0]!;
  return `You receive ${list}.`;
}
