import { t } from '@lingui/core/macro';
import { isPastDay, isTooFarAhead, pastDateText, tooFarAheadText } from '../calendar-dates';
import {
  type DateSeats,
  type DepartureSeats,
  seatsOnDate,
  tooFewSeatsMessage,
} from './departure-seats';
import { getUpcomingDates } from './tour-dates';

/** What a booking's move is checked against: its current date and travellers, and the days on sale. */
export interface MoveFrom {
  currentDate: string;
  travelers: number;
  /** The first date on sale in the tour's zone (firstTourDate). */
  firstDay: string;
  /** The member's calendar day, for the two years ahead bookings open. */
  today: string;
}

/** The booking's own date is no date to move to (English; sameDateText() says it in the page's language). */
export const sameDateMessage = 'This is already the date of your booking.';
export const sameDateText = () => t`This is already the date of your booking.`;

/** A date the booking could move to, with its seats and, when it cannot, why not. */
export type MoveDate = DateSeats & { problem: string | undefined };

/**
 * Why the booking cannot move to `date` (whose seats are `seats` when known), or undefined when
 * it can: a past or too distant day, its own date, a closed or cancelled departure, or fewer
 * seats than its travellers. The server checks the same and answers with a code.
 */
export function moveDateProblem(
  date: string,
  seats: DateSeats | undefined,
  from: MoveFrom,
): string | undefined {
  if (isPastDay(date, from.firstDay)) return pastDateText();
  if (isTooFarAhead(date, from.today)) return tooFarAheadText();
  if (date === from.currentDate) return sameDateText();
  if (!seats) return undefined;
  if (seats.isCancelled) return t`This departure is cancelled.`;
  if (!seats.isOpen) return t`This departure no longer takes bookings.`;
  if (seats.seatsLeft < from.travelers) return tooFewSeatsMessage(seats.seatsLeft);
  return undefined;
}

/**
 * The tour's listed dates a booking may be moved to, as the booking panel lists them (on sale,
 * up to two years ahead), without its own date; each with its seats and, when it cannot be
 * chosen, why.
 */
export function listedMoveDates(
  listedDates: readonly string[],
  departures: readonly DepartureSeats[],
  capacity: number,
  from: MoveFrom,
): MoveDate[] {
  return getUpcomingDates(listedDates, from.firstDay)
    .filter((date) => date !== from.currentDate && !isTooFarAhead(date, from.today))
    .map((date) => {
      const seats = seatsOnDate(departures, date, capacity);
      return { ...seats, problem: moveDateProblem(date, seats, from) };
    });
}
