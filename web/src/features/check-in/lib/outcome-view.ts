import type { CheckInResult } from '@app/domain/tickets';
import { formatIsoDay } from '../../../lib/calendar-dates';
import { formatClockTime } from '../../../lib/clock-time';
import { errorText } from '../../../lib/error-text';
import { pluralize } from '../../../lib/pluralize';
import { functionErrorCode } from '../../../lib/server-function';

export type OutcomeTone = 'success' | 'warning' | 'error';

/** What the check-in page shows, big, after a scan or a typed reference. */
export interface OutcomeView {
  tone: OutcomeTone;
  title: string;
  /** The booking's facts, each on a line of its own. */
  lines: string[];
}

export const INVALID_CODE_TITLE = 'This code is not a valid EcoTours ticket';

function bookingLines(result: CheckInResult): string[] {
  return [
    pluralize(result.travelers, 'traveler'),
    ...(result.holderName ? [result.holderName] : []),
    result.title,
    formatIsoDay(result.startDate),
    `Ref ${result.reference}`,
  ];
}

/** A check-in's answer; times in the device's own time zone (HH:MM). */
export function checkInOutcomeView(
  result: CheckInResult,
  formatTime: (moment: string) => string = formatClockTime,
): OutcomeView {
  switch (result.outcome) {
    case 'checked_in':
      return { tone: 'success', title: 'Checked in', lines: bookingLines(result) };
    case 'already_checked_in':
      return {
        tone: 'warning',
        title: result.checkedInAt
          ? `Already checked in at ${formatTime(result.checkedInAt)}`
          : 'Already checked in',
        lines: bookingLines(result),
      };
    case 'cancelled':
      return { tone: 'error', title: 'This booking was cancelled', lines: bookingLines(result) };
  }
}

/** A refused check-in: a forged code, a reference that names no booking of the day, … */
export function checkInErrorView(error: unknown, reference?: string): OutcomeView {
  switch (functionErrorCode(error)) {
    case 'invalid_ticket':
      return { tone: 'error', title: INVALID_CODE_TITLE, lines: [] };
    case 'ticket_not_found':
      return {
        tone: 'error',
        title: 'No booking found',
        lines: [
          `No booking${reference ? ` with the reference ${reference}` : ''} departs yesterday, today or tomorrow.`,
        ],
      };
    case 'ambiguous_reference':
      return {
        tone: 'warning',
        title: 'Several bookings have this reference',
        lines: ["Scan the ticket's QR code instead."],
      };
    case 'staff_required':
      return {
        tone: 'error',
        title: 'Your account cannot check travelers in',
        lines: ['Ask an admin to make you a guide, then sign in again.'],
      };
    default:
      return {
        tone: 'error',
        title: 'Check-in failed',
        lines: [errorText(error, 'Please try again.')],
      };
  }
}
