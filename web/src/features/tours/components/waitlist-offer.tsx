import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDay } from '@app/domain/locale-format';
import { Button } from '../../../components/ui/button';
import type { DateSeats } from '../../../lib/departures/departure-seats';
import { useLocale } from '../../../i18n/use-locale';
import { seatsLeftLabel } from '../../../lib/seats-text';
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
  const { t } = useLingui();
  const locale = useLocale();
  if (dates.length === 0) return null;
  const placeOn = (seats: DateSeats) =>
    places.find((place) => place.departure_id === seats.departureId);
  return (
    <section
      aria-label={t`Waiting list`}
      className="rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-stone-900">
        <Trans>Waiting list</Trans>
      </h3>
      <p className="mt-0.5 text-stone-600">
        <Trans>Wait in line: you are booked automatically when seats free up.</Trans>
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {dates.map((seats) => {
          const day = formatCalendarDay(seats.date, 'weekdayDay', locale);
          const place = placeOn(seats)?.place;
          return (
            <li key={seats.date} className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-col">
                <span className="text-stone-800">{day}</span>
                <span className="font-semibold text-red-700">
                  {seatsLeftLabel(seats.seatsLeft)}
                </span>
              </span>
              {placeOn(seats) ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-emerald-800">
                    <Trans>You are number {place} in line</Trans>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={disabled}
                    aria-label={t`Leave waiting list for ${day}`}
                    onClick={() => onLeave(placeOn(seats)!, seats)}
                  >
                    <Trans>Leave waiting list</Trans>
                  </Button>
                </span>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  aria-label={t`Join waiting list for ${day}`}
                  onClick={() => onJoin(seats)}
                >
                  <Trans>Join waiting list</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
