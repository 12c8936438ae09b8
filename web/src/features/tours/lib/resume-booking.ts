import '../messages';
import { plural, t } from '@lingui/core/macro';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import type { StoredTopUpResume } from '@app/domain/topup-resume';
import type { DateSeats } from '../../../lib/departures/departure-seats';
import type { BookingChoices } from './booking-choices';
import { pageLocale } from '../../../i18n/page-locale';

/**
 * A card top-up started from the booking panel carries what the member was doing, and Checkout
 * brings them back to this tour with it (docs/decisions/026-top-up-resumes-the-booking.md). These
 * rules serve the way back and its confirmation, which load only then (top-up-resume-of.ts is
 * what the panel sends).
 */
export type ResumeAction = 'book' | 'join';

/** A stored choice, as this tour's panel takes it up; null when it is another page's. */
export interface ResumedChoice {
  action: ResumeAction;
  choices: BookingChoices;
  departureId: string | null;
}

/** A paid top-up whose booking waits for the member's word. */
export interface ArrivedTopUp extends ResumedChoice {
  amountEur: number;
}

export function resumedChoiceOf(
  resume: StoredTopUpResume | null,
  tourId: string,
): ResumedChoice | null {
  if (!resume || resume.kind === 'book_micro_tour' || resume.tour_id !== tourId) return null;
  if (resume.kind === 'book_tour') {
    return {
      action: 'book',
      choices: {
        date: resume.start_date,
        travelers: resume.travelers,
        addonIds: resume.addon_ids,
      },
      departureId: null,
    };
  }
  return {
    action: 'join',
    choices: { date: resume.start_date, travelers: resume.travelers, addonIds: [] },
    departureId: resume.departure_id,
  };
}

/** Why a resumed choice cannot go ahead as it was: the member picks another date. */
export type ResumeProblem = 'date_unavailable' | 'sold_out' | 'seats_available';

/**
 * Whether the choice still holds: its date on sale (`isOnSale`, as the panel reckons it), and
 * seats for a booking, or still none for a waiting list. Unknown seats (not read yet) pass: the
 * server refuses what it must when the member confirms.
 */
export function resumeProblemOf(
  action: ResumeAction,
  isOnSale: boolean,
  seats: DateSeats | undefined,
  travelers: number,
): ResumeProblem | null {
  if (!isOnSale || (seats && !seats.isOpen)) return 'date_unavailable';
  if (!seats) return null;
  if (action === 'book') return seats.seatsLeft < travelers ? 'sold_out' : null;
  return seats.seatsLeft >= travelers ? 'seats_available' : null;
}

/** The confirmation's words: what arrived, and what confirming does, with the current total. */
export function resumeConfirmText({
  action,
  amountEur,
  tourTitle,
  date,
  travelers,
  totalEur,
}: {
  action: ResumeAction;
  amountEur: number;
  tourTitle: string;
  date: string;
  travelers: number;
  totalEur: number;
}): string {
  const amount = formatEuros(amountEur, pageLocale);
  const day = formatCalendarDay(date, 'weekdayDay', pageLocale);
  const total = formatEuros(totalEur, pageLocale);
  const people = plural(travelers, { one: '# traveler', other: '# travelers' });
  return action === 'book'
    ? t`Your top-up of ${amount} has arrived. Confirm your booking: ${tourTitle}, ${day}, ${people}, ${total}.`
    : t`Your top-up of ${amount} has arrived. Confirm joining the waiting list: ${tourTitle}, ${day}, ${people}, ${total} held from your wallet.`;
}

/** What is said instead when the choice no longer holds. */
export function resumeProblemText(problem: ResumeProblem, amountEur: number, date: string): string {
  const amount = formatEuros(amountEur, pageLocale);
  const day = formatCalendarDay(date, 'weekdayDay', pageLocale);
  switch (problem) {
    case 'date_unavailable':
      return t`Your top-up of ${amount} has arrived. ${day} is no longer on sale. Please choose another date.`;
    case 'sold_out':
      return t`Your top-up of ${amount} has arrived. ${day} no longer has seats for everyone. Please choose another date.`;
    case 'seats_available':
      return t`Your top-up of ${amount} has arrived. Seats are free again on ${day}: you can book it now instead of waiting.`;
  }
}
