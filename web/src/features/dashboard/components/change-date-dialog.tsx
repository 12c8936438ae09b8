import '../messages';
import type { DateChangeTerms } from '@app/domain/date-change-terms';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type RefObject } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../i18n/use-locale';
import { latestBookableDay, toIsoDay } from '../../../lib/calendar-dates';
import { cn } from '../../../lib/cn';
import {
  listedMoveDates,
  moveDateProblem,
  type MoveFrom,
} from '../../../lib/departures/change-dates';
import { seatsOnDate } from '../../../lib/departures/departure-seats';
import { firstTourDate } from '../../../lib/departures/sales-dates';
import {
  functionErrorCode,
  newIdempotencyKey,
  ServerFunctionError,
} from '../../../lib/server-function';
import { useWalletBalance } from '../../../lib/wallet/get-wallet-balance';
import { insufficientFundsOf } from '../../../lib/wallet/insufficient-funds';
import {
  changeBookingDate,
  changeDateFailedMessage,
  type ChangeBookingDateResult,
} from '../api/change-booking-date';
import { useDateChangeQuote } from '../api/get-date-change-quote';
import { useMoveDates } from '../api/get-move-dates';
import {
  dateChangeRefusalText,
  dateSeatsText,
  feeText,
  priceDifferenceText,
  type DateChangeQuote,
} from '../lib/date-change';
import { errorText } from '../../../lib/error-text';

export interface MovingBooking {
  id: string;
  title: string;
  tourId: string;
  startDate: string;
  travelers: number;
  terms: DateChangeTerms;
}

const WALLET_TAB = '/dashboard?tab=wallet';

/** A shortage in words, with the way to the wallet's top-ups. */
function Shortage({ missing, onTopUp }: { missing: number; onTopUp: () => void }) {
  const shortBy = formatEuros(missing, useLocale());
  return (
    <p
      role="alert"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Trans>
        Your wallet is {shortBy} short of this change.{' '}
        <Link
          to={WALLET_TAB}
          onClick={onTopUp}
          className="font-semibold underline underline-offset-2"
        >
          Top up your wallet
        </Link>
        , then change the date.
      </Trans>
    </p>
  );
}

/** The quote's figures: the fee, the price difference, and what is paid or refunded. */
function QuoteFigures({
  quote,
  terms,
  balance,
}: {
  quote: DateChangeQuote;
  terms: DateChangeTerms;
  balance: number | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const total =
    quote.toRefund > 0
      ? ([t`To refund to your wallet`, formatEuros(quote.toRefund, locale)] as const)
      : ([t`To pay from your wallet`, formatEuros(quote.toPay, locale)] as const);
  const rows = [
    [t`Change fee`, feeText(quote.fee, terms)],
    [t`Price difference`, priceDifferenceText(quote.priceDifference)],
    [t`Wallet balance`, balance === undefined ? '…' : formatEuros(balance, locale)],
  ];
  return (
    <dl
      aria-label={t`What the change costs`}
      className="divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="shrink-0 text-stone-600">{term}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-stone-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 px-4 py-2.5 text-base">
        <dt className="font-semibold text-stone-900">{total[0]}</dt>
        <dd className="font-bold text-stone-900">{total[1]}</dd>
      </div>
    </dl>
  );
}

/**
 * Moves a paid multi-day booking to another date of its tour: the dates on sale with seats for
 * its travelers, then what the change costs (the server's quote), then the change itself.
 * 'Keep current date' has the focus; while the change runs the dialog cannot be dismissed.
 */
export function ChangeDateDialog({
  booking,
  userId,
  returnFocusTo,
  onMoved,
  onRefused,
  onClose,
}: {
  /** Null when the dialog is closed. */
  booking: MovingBooking | null;
  userId: string;
  returnFocusTo: RefObject<HTMLElement | null>;
  onMoved: (result: ChangeBookingDateResult) => void;
  /** The change was refused: the list and the wallet may have moved meanwhile. */
  onRefused: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [isBusy, setBusy] = useState(false);
  const title = booking?.title;
  const day = booking ? formatCalendarDay(booking.startDate, 'longDay', locale) : '';
  const travelers = booking
    ? plural(booking.travelers, { one: '# traveler', other: '# travelers' })
    : '';
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      canClose={!isBusy}
      returnFocusTo={returnFocusTo}
      title={t`Change the date`}
      description={booking ? `${title}, ${day}, ${travelers}.` : undefined}
    >
      {booking && (
        <ChangeDateForm
          key={booking.id}
          booking={booking}
          userId={userId}
          isBusy={isBusy}
          setBusy={setBusy}
          onMoved={onMoved}
          onRefused={onRefused}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ChangeDateForm({
  booking,
  userId,
  isBusy,
  setBusy,
  onMoved,
  onRefused,
  onClose,
}: {
  booking: MovingBooking;
  userId: string;
  isBusy: boolean;
  setBusy: (busy: boolean) => void;
  onMoved: (result: ChangeBookingDateResult) => void;
  onRefused: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const today = toIsoDay();
  const dates = useMoveDates(booking.tourId, today);
  const balance = useWalletBalance(userId);
  const [date, setDate] = useState('');
  // One key per date chosen: a retry of the same confirmation repeats it, never twice.
  const [changeKey, setChangeKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<{ text: string } | { missing: number } | null>(null);

  const tour = dates.data;
  const from: MoveFrom | null = tour
    ? {
        currentDate: booking.startDate,
        travelers: booking.travelers,
        firstDay: firstTourDate(tour.country),
        today,
      }
    : null;
  const listed =
    tour && from ? listedMoveDates(tour.availableDates, tour.departures, tour.groupSize, from) : [];
  const isListed = (tour?.availableDates.length ?? 0) > 0;
  const seats = tour && date ? seatsOnDate(tour.departures, date, tour.groupSize) : undefined;
  const problem = from && date ? moveDateProblem(date, seats, from) : undefined;
  const chosen = date !== '' && problem === undefined ? date : null;
  const quote = useDateChangeQuote(booking.id, chosen);
  const shortBy = quote.data?.allowed && balance.isSuccess ? quote.data.toPay - balance.data : 0;

  function choose(value: string) {
    setDate(value);
    setRefusal(null);
    setChangeKey(newIdempotencyKey());
  }

  async function confirm() {
    if (!chosen) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await changeBookingDate(
        { bookingId: booking.id, startDate: chosen },
        changeKey,
      );
      onMoved(result);
    } catch (error) {
      const shortage = insufficientFundsOf(error);
      setRefusal(
        shortage
          ? { missing: shortage.missingAmount }
          : {
              text:
                dateChangeRefusalText(functionErrorCode(error), booking.terms) ??
                errorText(error, changeDateFailedMessage()),
            },
      );
      // Seats or prices may have moved meanwhile: the figures are asked again.
      void quote.refetch();
      onRefused();
    } finally {
      setBusy(false);
    }
  }

  const quoteRefusal =
    quote.data && !quote.data.allowed
      ? quote.data.code === 'insufficient_funds'
        ? { missing: Math.max(quote.data.toPay - (balance.data ?? 0), 0) }
        : {
            text:
              dateChangeRefusalText(quote.data.code, booking.terms) ??
              // Another refusal: its code's message in the page's language (the quote's English
              // sentence on an English page).
              errorText(
                new ServerFunctionError(
                  409,
                  { error: quote.data.message, code: quote.data.code },
                  changeDateFailedMessage(),
                ),
                changeDateFailedMessage(),
              ),
          }
      : null;
  const shown = refusal ?? quoteRefusal ?? (shortBy > 0 ? { missing: shortBy } : null);
  const canConfirm =
    chosen !== null && quote.isSuccess && quote.data.allowed && shortBy <= 0 && !isBusy;

  return (
    <>
      <div className="mt-5 flex flex-col gap-1.5">
        {dates.isPending ? (
          <>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-full" />
          </>
        ) : dates.isError || !tour ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>The dates of this tour could not be loaded. Please try again later.</Trans>
          </p>
        ) : isListed ? (
          listed.length > 0 ? (
            <SelectField
              id={`${id}-date`}
              label={t`New date`}
              value={date}
              onValueChange={choose}
              disabled={isBusy}
            >
              <option value="">{t`Select a date`}</option>
              {listed.map((option) => (
                <option
                  key={option.date}
                  value={option.date}
                  disabled={option.problem !== undefined}
                >
                  {`${formatCalendarDay(option.date, 'weekdayDay', locale)} · ${dateSeatsText(option)}`}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="text-sm text-stone-700">
              <Trans>This tour has no other date on sale at the moment.</Trans>
            </p>
          )
        ) : (
          <>
            <Label htmlFor={`${id}-date`}>
              <Trans>New date</Trans>
            </Label>
            <Input
              id={`${id}-date`}
              type="date"
              min={from?.firstDay}
              max={latestBookableDay(today)}
              value={date}
              disabled={isBusy}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-date-error` : undefined}
              onChange={(event) => choose(event.target.value)}
            />
            <FieldError id={`${id}-date-error`}>{problem}</FieldError>
          </>
        )}
        <p className="text-xs text-stone-600">
          <Trans>
            Only dates with seats for{' '}
            <Plural value={booking.travelers} one="# traveler" other="# travelers" /> can be chosen.
          </Trans>
        </p>
      </div>

      {/* The figures keep their place: a skeleton of their height while the quote comes. */}
      <div className={cn('mt-4', !chosen && 'hidden')} aria-live="polite">
        {quote.isPending || quote.isFetching ? (
          <Skeleton className="h-[10.5rem] w-full rounded-lg" />
        ) : quote.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>What the change costs could not be loaded. Please try again.</Trans>
          </p>
        ) : quote.data.allowed && !(refusal && 'text' in refusal) ? (
          <QuoteFigures quote={quote.data} terms={booking.terms} balance={balance.data} />
        ) : null}
      </div>
      {shown &&
        ('missing' in shown ? (
          <Shortage missing={shown.missing} onTopUp={onClose} />
        ) : (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {shown.text}
          </p>
        ))}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isBusy} onClick={onClose} data-autofocus>
          <Trans>Keep current date</Trans>
        </Button>
        <Button disabled={!canConfirm} onClick={() => void confirm()}>
          {isBusy ? <Trans>Processing...</Trans> : <Trans>Confirm new date</Trans>}
        </Button>
      </div>
    </>
  );
}
