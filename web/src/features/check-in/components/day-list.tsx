import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GuideDayBooking, GuideDayDeparture } from '@app/domain/guide-day';
import { ticketTitleIn } from '@app/domain/tickets';
import { CircleCheck, Clock, MapPin, Phone, RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { formatClockTime } from '../../../lib/clock-time';
import { errorText } from '../../../lib/error-text';
import { useGuideDay } from '../api/get-guide-day';
import { useCheckInQueue } from '../hooks/use-check-in-queue';
import { useOnline } from '../hooks/use-online';
import { travelersToCome } from '../lib/day-list-state';

// Sunlight: text at least 7:1 on its background (stone-900/800 on white, emerald-950 and
// amber-950 on their 100 tints, white on emerald-800), and every target at least 48 px high.
const BIG_BUTTON = 'h-auto min-h-12 text-base sm:text-lg';

function BookingState({
  booking,
  isWaiting,
  onCheckIn,
}: {
  booking: GuideDayBooking;
  isWaiting: boolean;
  onCheckIn: () => void;
}) {
  const { t } = useLingui();
  const [isConfirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (isConfirming) confirm.current?.focus();
    else if (wasConfirming.current) start.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const name = booking.leadName;
  const travelers = booking.travelers;
  if (booking.checkedInAt !== null) {
    const time = formatClockTime(booking.checkedInAt);
    return (
      <p className="flex min-h-12 items-center gap-2 rounded-lg bg-emerald-100 px-4 text-base font-bold text-emerald-950 sm:text-lg">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        <Trans>Checked in at {time}</Trans>
      </p>
    );
  }
  if (isWaiting) {
    return (
      <p className="flex min-h-12 items-center gap-2 rounded-lg border-2 border-amber-700 bg-amber-100 px-4 text-base font-bold text-amber-950 sm:text-lg">
        <Clock aria-hidden="true" className="size-6 shrink-0" />
        <Trans>Waiting to send</Trans>
      </p>
    );
  }
  if (isConfirming) {
    return (
      <div
        role="group"
        aria-label={t`Confirm the check-in of ${name}`}
        className="flex flex-wrap items-center gap-2"
      >
        <Button
          ref={confirm}
          size="lg"
          className={cn(BIG_BUTTON, 'grow bg-emerald-800 hover:bg-emerald-900')}
          onClick={() => {
            setConfirming(false);
            onCheckIn();
          }}
        >
          <CircleCheck aria-hidden="true" />
          {plural(travelers, {
            one: `Confirm: ${name}, # traveler`,
            other: `Confirm: ${name}, # travelers`,
          })}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className={cn(BIG_BUTTON, 'border-2 border-stone-700')}
          onClick={() => setConfirming(false)}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Button
      ref={start}
      size="lg"
      className={cn(BIG_BUTTON, 'w-full bg-emerald-800 hover:bg-emerald-900 sm:w-auto')}
      aria-label={t`Check in ${name}`}
      onClick={() => setConfirming(true)}
    >
      <Trans>Check in</Trans>
    </Button>
  );
}

function BookingRow({
  booking,
  isWaiting,
  onCheckIn,
}: {
  booking: GuideDayBooking;
  isWaiting: boolean;
  onCheckIn: () => void;
}) {
  const { t } = useLingui();
  const reference = booking.reference;
  const addons = booking.addons.join(', ');
  const phone = booking.phone;
  const name = booking.leadName;
  return (
    <li
      className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="day-list-booking"
      aria-label={name}
    >
      <div className="min-w-0 space-y-1">
        <p className="text-xl font-bold break-words text-stone-900">{name}</p>
        <p className="text-lg font-semibold text-stone-900">
          {plural(booking.travelers, { one: '# traveler', other: '# travelers' })}
        </p>
        {addons !== '' && (
          <p className="text-base break-words text-stone-800">
            <Trans>Add-ons: {addons}</Trans>
          </p>
        )}
        <p className="font-mono text-base text-stone-800">
          <Trans>Ref {reference}</Trans>
        </p>
        {phone !== null && (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={t`Call ${name}: ${phone}`}
            className="inline-flex min-h-12 items-center gap-2 rounded-md py-2 text-lg font-semibold text-emerald-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
          >
            <Phone aria-hidden="true" className="size-5" />
            {phone}
          </a>
        )}
      </div>
      <div className="sm:min-w-56">
        <BookingState booking={booking} isWaiting={isWaiting} onCheckIn={onCheckIn} />
      </div>
    </li>
  );
}

function DepartureCard({
  departure,
  waiting,
  onCheckIn,
}: {
  departure: GuideDayDeparture;
  waiting: ReadonlySet<string>;
  onCheckIn: (bookingId: string) => void;
}) {
  const locale = useLocale();
  const title = ticketTitleIn(departure, locale).title;
  const headingId = `departure-${departure.departureId}`;
  const expected = departure.expected;
  const checkedIn = departure.checkedIn;
  const toCome = travelersToCome(departure, waiting);
  const meetingPoint = departure.meetingPoint;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border-2 border-stone-300 bg-white p-4 sm:p-6"
    >
      <header className="space-y-2">
        <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-stone-900">
          <span className="text-3xl font-extrabold tabular-nums">{departure.startTime}</span>{' '}
          <span className="min-w-0 text-xl font-bold break-words">{title}</span>
        </h3>
        {meetingPoint !== null && (
          <p className="flex items-start gap-2 text-base text-stone-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span className="min-w-0 break-words">{meetingPoint}</span>
          </p>
        )}
        <dl className="grid grid-cols-3 gap-2 text-center" data-testid="day-list-counts">
          <div className="rounded-lg bg-stone-100 p-2">
            <dt className="text-sm font-semibold text-stone-800">
              <Trans>Expected</Trans>
            </dt>
            <dd className="text-2xl font-extrabold text-stone-900 tabular-nums">{expected}</dd>
          </div>
          <div className="rounded-lg bg-emerald-100 p-2">
            <dt className="text-sm font-semibold text-emerald-950">
              <Trans>Checked in</Trans>
            </dt>
            <dd className="text-2xl font-extrabold text-emerald-950 tabular-nums">{checkedIn}</dd>
          </div>
          <div className="rounded-lg bg-stone-100 p-2">
            <dt className="text-sm font-semibold text-stone-800">
              <Trans>To come</Trans>
            </dt>
            <dd className="text-2xl font-extrabold text-stone-900 tabular-nums">{toCome}</dd>
          </div>
        </dl>
      </header>
      {departure.bookings.length === 0 ? (
        <p className="mt-4 text-base text-stone-800">
          <Trans>No bookings for this departure.</Trans>
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y-2 divide-stone-200">
          {departure.bookings.map((booking) => (
            <BookingRow
              key={booking.bookingId}
              booking={booking}
              isWaiting={waiting.has(booking.bookingId)}
              onCheckIn={() => onCheckIn(booking.bookingId)}
            />
          ))}
        </ul>
      )}
    </article>
  );
}

function DayListSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true" data-testid="day-list-loading">
      {[0, 1].map((index) => (
        <div key={index} className="rounded-xl border-2 border-stone-200 bg-white p-4 sm:p-6">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="mt-3 h-5 w-1/2" />
          <Skeleton className="mt-3 h-16 w-full" />
          <Skeleton className="mt-4 h-12 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * Today's departures of the guide's tours (an admin's: all), with each booking to check in by
 * a tap. Read again every few seconds, so other guides' check-ins show; check-ins made without
 * network wait on this device and are sent when it returns.
 */
export function DayList({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const day = useGuideDay(userId);
  const { waiting, checkIn } = useCheckInQueue(userId);
  const isOnline = useOnline();
  const waitingCount = waiting.size;
  const reason = day.isError ? errorText(day.error) : '';

  return (
    <section aria-labelledby="day-list-heading" className="space-y-4">
      <div>
        <h2 id="day-list-heading" className="text-2xl font-bold text-stone-900">
          <Trans>Today's departures</Trans>
        </h2>
        <p className="mt-1 text-base text-stone-800">
          {isAdmin ? (
            <Trans>Every tour's departures today, updated as guides check travelers in.</Trans>
          ) : (
            <Trans>Your tours' departures today, updated as guides check travelers in.</Trans>
          )}
        </p>
      </div>
      <div role="status" aria-live="polite">
        {!isOnline ? (
          <p className="flex items-start gap-3 rounded-lg border-2 border-amber-700 bg-amber-100 p-4 text-base font-semibold text-amber-950">
            <WifiOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <span>
              <Trans>
                You are offline. Check-ins from this list are kept on this device and sent when the
                network returns. Scanning and typed references need the network.
              </Trans>
            </span>
          </p>
        ) : waitingCount > 0 ? (
          <p className="flex items-center gap-3 rounded-lg border-2 border-amber-700 bg-amber-100 p-4 text-base font-semibold text-amber-950">
            <Clock aria-hidden="true" className="size-6 shrink-0" />
            {plural(waitingCount, {
              one: '# check-in waiting to send',
              other: '# check-ins waiting to send',
            })}
          </p>
        ) : null}
      </div>
      {day.isPending ? (
        <DayListSkeleton />
      ) : day.isError ? (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950">
          <p className="text-base font-semibold">
            <Trans>Today's departures could not be loaded: {reason}</Trans>
          </p>
          <Button
            variant="outline"
            size="lg"
            className={cn(BIG_BUTTON, 'mt-3 border-2 border-stone-700')}
            onClick={() => void day.refetch()}
          >
            <RefreshCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : day.data.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-stone-400 p-5 text-lg text-stone-900">
          {isAdmin ? (
            <Trans>No departures today.</Trans>
          ) : (
            <Trans>No departures of your tours today.</Trans>
          )}
        </p>
      ) : (
        <div className="space-y-4">
          {day.data.map((departure) => (
            <DepartureCard
              key={departure.departureId}
              departure={departure}
              waiting={waiting}
              onCheckIn={checkIn}
            />
          ))}
        </div>
      )}
    </section>
  );
}
