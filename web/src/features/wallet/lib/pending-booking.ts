import { isTravelersCount } from '@app/domain/pricing';
import { CLOCK_TIME_PATTERN } from '@app/domain/start-times';
import { isUuid } from '../../../lib/is-uuid';

/**
 * The booking a member arrives with:
 * /wallet?tourId={micro-tour id}&travelers=1&startDate=...&startTime=HH:MM
 */
export interface PendingBooking {
  tourId: string;
  travelers: number;
  startDate: string;
  /** The start time asked for; without it, the first one still on sale is offered. */
  startTime?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Null without a valid tourId; travelers default to 1 and the start date to today. */
export function parsePendingBooking(params: URLSearchParams, today: string): PendingBooking | null {
  const tourId = params.get('tourId') ?? '';
  if (!isUuid(tourId)) return null;
  const travelers = Number(params.get('travelers'));
  const startDate = params.get('startDate') ?? '';
  const startTime = params.get('startTime') ?? '';
  return {
    tourId,
    travelers: isTravelersCount(travelers) ? travelers : 1,
    startDate: ISO_DAY.test(startDate) && startDate >= today ? startDate : today,
    ...(CLOCK_TIME_PATTERN.test(startTime) && { startTime }),
  };
}
