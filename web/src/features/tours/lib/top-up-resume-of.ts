import type { TopUpResumeInput } from '@app/domain/topup-resume';
import type { BookingChoices } from './booking-choices';

/** What the panel sends with 'Top Up & Book' or 'Top Up & Join'. */
export function topUpResumeOf(
  tourId: string,
  choices: BookingChoices,
  then: 'book' | { join: { departureId: string | null } },
): TopUpResumeInput | undefined {
  if (then === 'book') {
    return {
      kind: 'book_tour',
      tour_id: tourId,
      start_date: choices.date,
      travelers: choices.travelers,
      addon_ids: choices.addonIds,
    };
  }
  // A date without a departure has nothing to wait for: no choice to keep.
  if (!then.join.departureId) return undefined;
  return {
    kind: 'join_waitlist',
    departure_id: then.join.departureId,
    travelers: choices.travelers,
  };
}
