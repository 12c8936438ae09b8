import { pluralize } from '../../../lib/pluralize.js';

/** The duration select: 1 to 7 days exactly, and 8 meaning '8+ Days'. */
export const OPEN_ENDED_DURATION_DAYS = 8;

export const durationOptions: readonly { value: number; label: string }[] = Array.from(
  { length: OPEN_ENDED_DURATION_DAYS },
  (_, index) => {
    const days = index + 1;
    if (days === OPEN_ENDED_DURATION_DAYS) return { value: days, label: `${days}+ Days` };
    return { value: days, label: pluralize(days, 'Day') };
  },
);

export type DurationFilter = { op: 'eq' | 'gte'; days: number };

/**
 * The duration_days condition for a chosen duration, or null for 'All'. NOTE: the label '8+ Days'
 * promises longer tours too, so 8 means 8 days or more; with 'equals' a 9-day tour could never
 * be found through this filter.
 */
export function getDurationFilter(durationDays: number | null): DurationFilter | null {
  if (durationDays === null || durationDays < 1) return null;
  if (durationDays >= OPEN_ENDED_DURATION_DAYS)
    return { op: 'gte', days: OPEN_ENDED_DURATION_DAYS };
  return { op: 'eq', days: durationDays };
}

export function isDurationOption(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= OPEN_ENDED_DURATION_DAYS;
}
