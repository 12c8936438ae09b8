import { plural, t } from '@lingui/core/macro';
import { departureStatuses, seatsLeft, type DepartureStatus } from '@app/domain/seats';

/** What the booking screens read of a departure (public.departures). */
export interface DepartureSeats {
  id: string;
  start_date: string;
  /** 'HH:MM:SS' on the tour's wall clock: the tour's start time when the departure was made. */
  start_time: string;
  capacity: number;
  seats_taken: number;
  status: DepartureStatus;
}

/** The seats of one date: its departure when there is one, and how many are still on sale. */
export interface DateSeats {
  date: string;
  /** Null when nothing was sold on the date yet (a free-date tour or a micro-tour). */
  departureId: string | null;
  isOpen: boolean;
  /** Its departure was cancelled: the date says so rather than 'Sold out'. */
  isCancelled: boolean;
  seatsLeft: number;
  /**
   * 'HH:MM' of its departure; null without one (it starts at the tour's start time). A departure
   * sold before the tour's time changed keeps the time it was sold at (migration 0062).
   */
  startTime: string | null;
}

export const DEPARTURE_COLUMNS = 'id,start_date,start_time,capacity,seats_taken,status';

/** The row with its status narrowed; null for a status this app does not know. */
export function readDepartureRow(row: Omit<DepartureSeats, 'status'> & { status: string }) {
  const status = departureStatuses.find((known) => known === row.status);
  return status ? { ...row, status } : null;
}

/**
 * The seats of `date` among `departures`. A date without a departure has all of `capacity`
 * (a tour's group size, a micro-tour's daily capacity): the first booking makes its departure.
 */
export function seatsOnDate(
  departures: readonly DepartureSeats[],
  date: string,
  capacity: number,
): DateSeats {
  const departure = departures.find((row) => row.start_date === date);
  if (!departure) {
    return {
      date,
      departureId: null,
      isOpen: true,
      isCancelled: false,
      seatsLeft: capacity,
      startTime: null,
    };
  }
  return {
    date,
    departureId: departure.id,
    isOpen: departure.status === 'open',
    isCancelled: departure.status === 'cancelled',
    seatsLeft: seatsLeft(departure),
    startTime: departure.start_time.slice(0, 5),
  };
}

/**
 * The start time of a date when it is not the tour's own ('HH:MM'): a departure sold before the
 * tour's time changed keeps the time it was sold at. Null when the date starts at the tour's.
 */
export function otherStartTime(
  seats: Pick<DateSeats, 'startTime'> | undefined,
  tourStartTime: string,
): string | null {
  return seats?.startTime && seats.startTime !== tourStartTime.slice(0, 5) ? seats.startTime : null;
}

/**
 * Whether `travelers` can wait in line for the date: its departure is open and has fewer seats
 * left than they need (the server books them instead otherwise).
 */
export function canJoinWaitlist(
  seats: DateSeats,
  travelers: number,
): seats is DateSeats & {
  departureId: string;
} {
  return seats.departureId !== null && seats.isOpen && seats.seatsLeft < travelers;
}

/** The refusal shown before payment when the date has fewer seats than travelers. */
export function tooFewSeatsMessage(seatsLeftCount: number): string {
  if (seatsLeftCount <= 0) return t`Sold out`;
  return plural(seatsLeftCount, {
    one: 'Only # seat left for this date.',
    other: 'Only # seats left for this date.',
  });
}

/**
 * The dates the booking panel offers a waiting list for: listed dates that are sold out (they
 * cannot be chosen), and the chosen date when it has fewer seats than `travelers`.
 */
export function datesToWaitFor(
  departures: readonly DepartureSeats[],
  listedDates: readonly string[],
  chosenDate: string,
  travelers: number,
  capacity: number,
): DateSeats[] {
  const dates = new Set([...listedDates, ...(chosenDate ? [chosenDate] : [])]);
  return [...dates]
    .map((date) => seatsOnDate(departures, date, capacity))
    .filter(
      (seats) =>
        canJoinWaitlist(seats, Math.max(travelers, 1)) &&
        (seats.seatsLeft === 0 || seats.date === chosenDate),
    );
}
