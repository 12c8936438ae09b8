import { seatsLeftText } from '@app/domain/seats';
import { Button } from '../../../components/ui/button';
import type { DateSeats } from '../../../lib/departures/departure-seats';
import { formatTourDate } from '../../../lib/departures/tour-dates';
import type { WaitlistPlace } from '../api/get-waitlist-places';

/**
 * The dates the travelers can wait in line for (sold out, or with fewer seats than they are):
 * each with its 'Join waiting list' button, or the member's place in line and a way to leave.
 */
export function WaitlistOffer({
  dates,
  places,
  onJoin,
  onLeave,
  disabled,
}: {
  dates: readonly DateSeats[];
  /** The member's places in line on these dates' departures. */
  places: readonly WaitlistPlace[];
  onJoin: (date: DateSeats) => void;
  onLeave: (place: WaitlistPlace, date: DateSeats) => void;
  disabled: boolean;
}) {
  if (dates.length === 0) return null;
  const placeOn = (seats: DateSeats) =>
    places.find((place) => place.departure_id === seats.departureId);
  return (
    <section
      aria-label="Waiting list"
      className="rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-stone-900">Waiting list</h3>
      <p className="mt-0.5 text-stone-600">
        Wait in line: you are booked automatically when seats free up.
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {dates.map((seats) => (
          <li key={seats.date} className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-col">
              <span className="text-stone-800">{formatTourDate(seats.date)}</span>
              <span className="font-semibold text-red-700">{seatsLeftText(seats.seatsLeft)}</span>
            </span>
            {placeOn(seats) ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-emerald-800">
                  You are number {placeOn(seats)!.place} in line
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  aria-label={`Leave waiting list for ${formatTourDate(seats.date)}`}
                  onClick={() => onLeave(placeOn(seats)!, seats)}
                >
                  Leave waiting list
                </Button>
              </span>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={disabled}
                aria-label={`Join waiting list for ${formatTourDate(seats.date)}`}
                onClick={() => onJoin(seats)}
              >
                Join waiting list
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
