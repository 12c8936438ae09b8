import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import type { OfferedTime } from '../../lib/departures/micro-tour-times';
import { dateSeatsLabel } from '../../lib/seats-text';
import { Skeleton } from '../ui/skeleton';

/**
 * The start times of a micro-tour's date, each with its seats: one is chosen. A time that no
 * longer sells, or has too few seats for the party, is shown but cannot be chosen. Native radio
 * buttons, so arrow keys move between the times; a skeleton of the same height while they load.
 */
export function StartTimeChoice({
  times,
  travelers,
  isError = false,
  value,
  onChange,
  disabled = false,
}: {
  /** Undefined while they load. */
  times: readonly OfferedTime[] | undefined;
  /** They could not be read: the booking is then left to the server's answer. */
  isError?: boolean;
  travelers: number;
  value: string | undefined;
  onChange: (time: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const legendId = useId();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium text-stone-900">
        <Trans>Start time</Trans>
      </legend>
      {isError ? (
        <p role="alert" className="flex min-h-14 items-center text-sm text-red-700">
          <Trans>The start times could not be loaded. Please try again later.</Trans>
        </p>
      ) : times === undefined ? (
        <div aria-hidden="true" className="flex gap-2">
          <Skeleton className="h-14 w-28" />
          <Skeleton className="h-14 w-28" />
        </div>
      ) : (
        <>
          {times.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {times.map((slot) => {
                const isClosed = !slot.isOnSale;
                const isTooSmall = !isClosed && slot.seatsLeft < travelers;
                const note = isClosed
                  ? slot.status === 'cancelled'
                    ? t`Cancelled`
                    : t`Bookings closed`
                  : dateSeatsLabel({ seatsLeft: slot.seatsLeft, isCancelled: false });
                return (
                  <label
                    key={slot.time}
                    className={cn(
                      'flex min-h-14 min-w-28 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 text-left',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700',
                      value === slot.time
                        ? 'border-emerald-700 bg-emerald-50 ring-1 ring-emerald-700'
                        : 'border-stone-300 bg-white hover:border-stone-400',
                      (isClosed || isTooSmall || disabled) && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={slot.time}
                      checked={value === slot.time}
                      disabled={isClosed || isTooSmall || disabled}
                      onChange={() => onChange(slot.time)}
                      className="sr-only"
                    />
                    <span className="text-base font-semibold text-stone-900 tabular-nums">
                      {slot.time}
                    </span>
                    <span
                      className={cn(
                        'text-xs',
                        isClosed || slot.seatsLeft <= 0 ? 'text-red-700' : 'text-stone-600',
                      )}
                    >
                      {note}
                    </span>
                  </label>
                );
              })}
            </div>
          )}
          {!times.some((slot) => slot.isOnSale) && (
            <p role="status" className="text-sm text-stone-700">
              <Trans>No start time is on sale on this date. Please choose another date.</Trans>
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
