import '../messages';
import { isTravelersCount, TRAVELERS_RANGE } from '@app/domain/pricing';
import { plural } from '@lingui/core/macro';

/** Every traveler count a micro-tour booking allows, 1 to 12. */
export const TRAVELER_OPTIONS: readonly number[] = Array.from(
  { length: TRAVELERS_RANGE.max - TRAVELERS_RANGE.min + 1 },
  (_, i) => TRAVELERS_RANGE.min + i,
);

/** A traveler count from a URL: whole numbers in range are kept, anything else is the default 1. */
export function parseTravelers(value: string | null | undefined): number {
  // Number('') is 0 and Number(null) is 0: both fall outside 1 to 12.
  const count = Number(value);
  return isTravelersCount(count) ? count : TRAVELERS_RANGE.min;
}

/** The wallet books the tour: it reads tourId, travelers and, optionally, startDate and startTime. */
export function walletBookingHref(
  tourId: string,
  travelers: number,
  startDate?: string,
  startTime?: string,
): string {
  const query = new URLSearchParams({ tourId, travelers: String(travelers) });
  if (startDate) query.set('startDate', startDate);
  if (startDate && startTime) query.set('startTime', startTime);
  return `/wallet?${query.toString()}`;
}

export function checkoutHref(tourId: string, travelers: number): string {
  const path = `/micro-tours/${encodeURIComponent(tourId)}/checkout`;
  return travelers === TRAVELERS_RANGE.min ? path : `${path}?travelers=${travelers}`;
}

/** '1 hour', '2 hours', '1.5 hours'. */
export function formatDuration(hours: number): string {
  return plural(hours, { one: '# hour', other: '# hours' });
}
