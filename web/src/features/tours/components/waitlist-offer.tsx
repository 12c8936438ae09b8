import { seatsLeftText } from '@app/domain/seats';
import { Button } from '../../../components/ui/button';
import type { DateSeats } from '../../../lib/departures/departure-seats';
import { formatTourDate } from '../lib/tour-dates';

/**
 * The dates the travelers can wait in line for (sold out, or with fewer seats than they are):
 * each with its 'Join waiting list' button.
 */
export function WaitlistOffer({
  dates,
  onJoin,
  disabled,
}: {
  dates: readonly DateSeats[];
  onJoin: (date: DateSeats) => void;
  disabled: boolean;
}) {
  if (dates.length === 0) return null;
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
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={`Join waiting list for ${formatTourDate(seats.date)}`}
              onClick={() => onJoin(seats)}
            >
              Join waiting list
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
