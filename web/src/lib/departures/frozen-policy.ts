import type { DateChangeTerms } from '@app/domain/date-change-terms';
import type { FrozenPolicy } from '@app/domain/departure-rules';
import type { Json } from '@app/domain/generated/database.types';

type RefundTier = FrozenPolicy['refund_tiers'][number];

const isRefundTier = (value: Json): value is Json & RefundTier =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Number.isInteger(value.minDaysBefore) &&
  typeof value.refundPercent === 'number';

/**
 * The refund policy frozen on a booking (its refund_tiers jsonb and time_zone), or null when the
 * row holds none readable. Without zod: the dashboard's chunk stays small.
 */
export function readFrozenPolicy(refundTiers: Json, timeZone: string | null): FrozenPolicy | null {
  if (!Array.isArray(refundTiers) || !timeZone) return null;
  const tiers = refundTiers.filter((tier) => tier !== null && isRefundTier(tier));
  if (tiers.length !== refundTiers.length) return null;
  return {
    refund_tiers: tiers.map((tier) => ({
      minDaysBefore: tier.minDaysBefore,
      refundPercent: tier.refundPercent,
    })),
    time_zone: timeZone,
  };
}

const isWhole = (value: unknown): value is number => Number.isInteger(value);

/** The date change terms frozen on a booking (its date_change_terms jsonb), or null when unreadable. */
export function readDateChangeTerms(value: Json): DateChangeTerms | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { closesDaysBefore, feePerTravelerEur, freeChangesWithAddOn } = value;
  if (!isWhole(closesDaysBefore) || !isWhole(freeChangesWithAddOn)) return null;
  if (typeof feePerTravelerEur !== 'number' || !(feePerTravelerEur >= 0)) return null;
  return { closesDaysBefore, feePerTravelerEur, freeChangesWithAddOn };
}
