import '../messages';
import { formatEuros, formatWholeEuros } from '@app/domain/locale-format';
import { microTourTotal } from '@app/domain/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { shortfallTopUpAmount, type TopUpKind } from '@app/domain/money';
import { MapPin, Users, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../../components/link';
import type { LeadTraveller } from '@app/domain/lead-traveller';
import {
  LeadTravellerFields,
  useLeadTravellerForm,
} from '../../../components/booking/lead-traveller-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  isPastDay,
  isTooFarAhead,
  latestBookableDay,
  missingDateMessage,
  pastDateMessage,
  toIsoDay,
  tooFarAheadMessage,
} from '../../../lib/calendar-dates';
import { useLocale } from '../../../i18n/use-locale';
import { usePendingTour } from '../api/get-pending-tour';
import { countryTimeZone } from '@app/domain/departure-sales';
import { chooseMicroTourTime, useMicroTourTimes } from '../../../lib/departures/micro-tour-times';
import { StartTimeChoice } from '../../../components/seats/start-time-choice';
import type { PendingBooking } from '../lib/pending-booking';
import {
  closedMicroTourDateMessage,
  firstMicroTourDate,
} from '../../../lib/departures/sales-dates';
import { fieldLang } from '../../../lib/catalogue-language';

export type WalletAction =
  { kind: 'top-up'; amount: number; topUpKind: TopUpKind } | { kind: 'confirm' } | null;

/**
 * The micro-tour the member came to pay for: its date (today unless the member picks a later
 * day) and start time, its total against the balance, a top-up of the shortfall when the balance
 * is short, Confirm and Cancel.
 */
export function PendingBookingCard({
  booking,
  balance,
  action,
  onDateChange,
  onTimeChange,
  onTopUp,
  onConfirm,
  onCancel,
}: {
  booking: PendingBooking;
  /** Undefined while the balance loads. */
  balance: number | undefined;
  action: WalletAction;
  /** A bookable day (today or later) was chosen. */
  onDateChange: (startDate: string) => void;
  onTimeChange: (startTime: string) => void;
  /** The start time is the one shown chosen (the booking's own, or the first still on sale). */
  onTopUp: (amount: number, startTime: string | undefined) => void;
  onConfirm: (total: number, startTime: string, leadTraveller: LeadTraveller) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const dateId = useId();
  const tour = usePendingTour(booking.tourId);
  const times = useMicroTourTimes(
    booking.tourId,
    tour.data ? countryTimeZone(tour.data.country) : '',
    tour.data ? booking.startDate : '',
  );
  const lead = useLeadTravellerForm();
  const isBusy = action !== null;
  const today = toIsoDay();
  // The field's own text, updated at every key. The booking's day follows it through the URL
  // (replaced, never pushed), which lags a render behind: driving the field from the URL would
  // undo a key typed meanwhile.
  const [fieldValue, setFieldValue] = useState(booking.startDate);
  // Once the tour is read, the first day it still sells in its own zone (its closing time).
  const firstDay = tour.data ? firstMicroTourDate(tour.data.country) : today;
  const dateError =
    fieldValue === ''
      ? missingDateMessage
      : (closedMicroTourDateMessage(fieldValue, firstDay, today) ??
        (isPastDay(fieldValue, today)
          ? pastDateMessage
          : isTooFarAhead(fieldValue, today)
            ? tooFarAheadMessage
            : undefined));

  function isBookableDay(value: string) {
    return value !== '' && !isPastDay(value, today) && !isTooFarAhead(value, today);
  }

  function handleDateChange(value: string) {
    setFieldValue(value);
    // The booking keeps its last good day while the field holds an emptied, past or too distant
    // one, and cannot be confirmed meanwhile.
    if (isBookableDay(value)) onDateChange(value);
  }

  let body;
  if (tour.isPending) {
    body = (
      <div aria-hidden="true" className="mt-4 space-y-3">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (tour.isError || !tour.data) {
    body = (
      <div className="mt-4 text-sm text-stone-700">
        <p>
          {tour.isError ? (
            <Trans>The tour could not be loaded. Please try again later.</Trans>
          ) : (
            <Trans>
              The micro-tour you&apos;re looking for doesn&apos;t exist or has been removed.
            </Trans>
          )}
        </p>
        <Link
          to="/micro-tours"
          className="mt-2 inline-block font-medium text-emerald-800 underline"
        >
          <Trans>Browse micro-tours</Trans>
        </Link>
      </div>
    );
  } else {
    const total = microTourTotal(tour.data.price_eur, booking.travelers);
    const missing = balance === undefined ? 0 : Math.max(0, total - balance);
    const isShort = balance !== undefined && balance < total;
    const topUpAmount = shortfallTopUpAmount(missing);
    const chosen = times.data
      ? chooseMicroTourTime(times.data, booking.travelers, booking.startTime)
      : undefined;
    const price = formatWholeEuros(tour.data.price_eur, locale);
    const missingText = formatEuros(missing, locale);
    const topUpText = formatEuros(topUpAmount, locale);
    body = (
      <>
        <p
          lang={fieldLang(tour.data, 'title')}
          className="mt-3 text-xl font-semibold text-stone-900"
        >
          <Link to={`/micro-tours/${tour.data.slug}`} className="hover:underline">
            {tour.data.title}
          </Link>
        </p>
        <ul className="mt-2 flex flex-col gap-1.5 text-sm text-stone-700">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
            {tour.data.cityName ?? tour.data.city}, {tour.data.countryName ?? tour.data.country}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-emerald-700" />
            <Plural value={booking.travelers} one="# traveler" other="# travelers" /> × {price}
          </li>
        </ul>
        <div className="mt-4 flex flex-col gap-1.5">
          <Label htmlFor={dateId}>
            <Trans>Tour date</Trans>
          </Label>
          <Input
            id={dateId}
            type="date"
            min={firstDay}
            max={latestBookableDay(today)}
            required
            value={fieldValue}
            disabled={isBusy}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${dateId}-error` : undefined}
            onChange={(event) => handleDateChange(event.target.value)}
            className="h-11 text-base sm:text-sm"
          />
          <FieldError id={`${dateId}-error`}>{dateError}</FieldError>
        </div>
        {!dateError && (
          <div className="mt-4">
            <StartTimeChoice
              times={times.data}
              isError={times.isError}
              travelers={booking.travelers}
              value={chosen?.time}
              onChange={onTimeChange}
              disabled={isBusy}
            />
          </div>
        )}
        <div className="mt-4">
          <LeadTravellerFields form={lead} />
        </div>
        <p className="mt-4 flex items-baseline justify-between border-t border-stone-200 pt-4">
          <span className="text-stone-700">
            <Trans>Total</Trans>
          </span>
          <span className="text-2xl font-bold text-stone-900">{formatEuros(total, locale)}</span>
        </p>
        {isShort && (
          <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
            <p className="text-sm font-semibold text-amber-900">
              <Trans>Insufficient funds for pending booking</Trans>
            </p>
            <p className="mt-1 text-sm text-amber-900">
              <Trans>You need {missingText} more to complete this booking.</Trans>
            </p>
            <Button
              variant="secondary"
              className="mt-3 w-full bg-white! hover:bg-stone-50! sm:w-auto"
              disabled={isBusy}
              onClick={() => onTopUp(topUpAmount, chosen?.time)}
            >
              {action?.kind === 'top-up' && action.amount === topUpAmount ? (
                <Trans>Processing...</Trans>
              ) : (
                <Trans>Top up {topUpText}</Trans>
              )}
            </Button>
          </div>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isBusy} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={
              isBusy ||
              balance === undefined ||
              isShort ||
              dateError !== undefined ||
              chosen === undefined
            }
            onClick={() => {
              const leadTraveller = lead.validate();
              if (chosen && leadTraveller) onConfirm(total, chosen.time, leadTraveller);
            }}
          >
            {action?.kind === 'confirm' ? (
              <Trans>Processing...</Trans>
            ) : (
              <Trans>Confirm Booking</Trans>
            )}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className="relative p-5 sm:p-6" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
        <Trans>Pending booking</Trans>
      </h2>
      <button
        type="button"
        aria-label={t`Cancel pending booking`}
        disabled={isBusy}
        onClick={onCancel}
        className="absolute top-4 right-4 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      {body}
    </Card>
  );
}
