import '../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDay, formatEuros, formatWholeEuros } from '@app/domain/locale-format';
import type { Addon, BookingResult, Tour } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import {
  LeadTravellerFields,
  useLeadTravellerForm,
} from '../../../components/booking/lead-traveller-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { signInHref } from '../../../lib/return-path';
import { useLocale } from '../../../i18n/use-locale';
import {
  latestBookableDay,
  missingDateMessage,
  pastDateMessage,
  toIsoDay,
  tooFarAheadMessage,
} from '../../../lib/calendar-dates';
import { newIdempotencyKey } from '../../../lib/server-function';
import { useWalletBalance } from '../../../lib/wallet/get-wallet-balance';
import { bookingKeys } from '../../../lib/booking-keys';
import { tourKeys } from '../../../lib/tour-keys';
import { walletKeys } from '../../../lib/wallet-keys';
import { SelectField } from '../../../components/ui/select-field';
import { bookingChoicesSearch } from '../lib/booking-choices';
import { summarizeBooking } from '../lib/booking-summary';
import type { BookingChoicesState } from '../lib/use-booking-choices';
import { TravelersStepper } from './travelers-stepper';
import { DateSeatsLine } from '../../../components/seats/date-seats-line';
import { WaitlistOffer } from './waitlist-offer';
import { useTourDepartures } from '../api/get-tour-departures';
import { useWaitlistPlaces, type WaitlistPlace } from '../api/get-waitlist-places';
import { departureKeys } from '../../../lib/departure-keys';
import { firstTourDate } from '../../../lib/departures/sales-dates';
import {
  datesToWaitFor,
  otherStartTime,
  seatsOnDate,
  tooFewSeatsMessage,
  type DateSeats,
} from '../../../lib/departures/departure-seats';
import { dateSeatsLabel } from '../../../lib/seats-text';
import { bookingTotals } from '@app/domain/pricing';
import { useKeepClearOfBackToTop } from '../../../lib/back-to-top-clearance';
import type { ArrivedTopUp, ResumeProblem } from '../lib/resume-booking';

// The two dialogs load when one first opens: the page renders without Radix's dialog.
const loadConfirmedDialog = () => import('./booking-confirmed-dialog');
const loadInsufficientFundsDialog = () => import('./insufficient-funds-dialog');
const loadJoinWaitlistDialog = () => import('./join-waitlist-dialog');
const loadResumeBookingDialog = () => import('./resume-booking-dialog');
const BookingConfirmedDialog = lazy(() =>
  loadConfirmedDialog().then((m) => ({ default: m.BookingConfirmedDialog })),
);
const InsufficientFundsDialog = lazy(() =>
  loadInsufficientFundsDialog().then((m) => ({ default: m.InsufficientFundsDialog })),
);
const JoinWaitlistDialog = lazy(() =>
  loadJoinWaitlistDialog().then((m) => ({ default: m.JoinWaitlistDialog })),
);
const ResumeBookingDialog = lazy(() =>
  loadResumeBookingDialog().then((m) => ({ default: m.ResumeBookingDialog })),
);
// What a click does (book, wait, top up) loads with the first wish to click, or when idle.
const loadBookingActions = () => import('../lib/booking-actions');
// Only a way back from Checkout loads what reads the top-up and waits for it.
const CheckoutReturnWatcher = lazy(() =>
  import('./checkout-return-watcher').then((m) => ({ default: m.CheckoutReturnWatcher })),
);

/** The pause after a top-up before the balance is read again and the booking retried. */
const TOP_UP_SETTLE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function BookingPanel({
  tour,
  addons,
  choices,
}: {
  tour: Pick<
    Tour,
    'id' | 'title' | 'price_eur' | 'available_dates' | 'group_size' | 'country' | 'start_time'
  >;
  addons: readonly Addon[];
  /** The date, travelers and add-ons, held by the page (useBookingChoices). */
  choices: BookingChoicesState;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const totalsRef = useRef<HTMLDListElement>(null);
  const bookRef = useRef<HTMLDivElement>(null);
  useKeepClearOfBackToTop(totalsRef);
  useKeepClearOfBackToTop(bookRef);
  const auth = useAuth();
  const userId = auth.user?.id;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const today = toIsoDay();
  // Dates whose day has begun in the tour's own zone are no longer on sale.
  const firstDay = firstTourDate(tour.country);
  const { date, setDate, travelers, setTravelers, addonIds } = choices;
  const [isProcessing, setProcessing] = useState(false);
  const [confirmed, setConfirmed] = useState<BookingResult['booking'] | null>(null);
  // What the wallet is short of, and what to do once it is topped up: book, or join this date's
  // waiting list.
  const [shortfall, setShortfall] = useState<{
    missingAmount: number;
    then: 'book' | { join: DateSeats };
  } | null>(null);
  const [topUpAmount, setTopUpAmount] = useState<number | null>(null);
  // Once open, the dialogs stay mounted, so that closing animates and gives the focus back.
  const [hasOpenedDialog, setOpenedDialog] = useState(false);
  const [waitFor, setWaitFor] = useState<DateSeats | null>(null);
  const [isJoining, setJoining] = useState(false);
  const [joinKey, setJoinKey] = useState('');
  const balance = useWalletBalance(userId);
  const lead = useLeadTravellerForm();
  const departures = useTourDepartures(tour.id, today);

  const { upcomingDates, isPastDate, isTooFar, hasDate, chosenAddons, addonsPerPerson, totals } =
    summarizeBooking(tour, addons, choices, today, firstDay);
  // Back from a card top-up: the choice it carried, and the booking it interrupted (decision 026).
  const [searchParams] = useSearchParams();
  // Read (and checked) by the watcher, which loads only for such an address.
  const checkoutOutcome = searchParams.has('topup') ? searchParams.get('checkout') : null;
  const [arrived, setArrived] = useState<ArrivedTopUp | null>(null);
  const [isTopUpCancelled, setTopUpCancelled] = useState(false);
  if (
    !hasOpenedDialog &&
    (confirmed !== null || shortfall !== null || waitFor !== null || arrived !== null)
  ) {
    setOpenedDialog(true);
  }
  const dateError = isPastDate ? pastDateMessage : isTooFar ? tooFarAheadMessage : undefined;
  // Seats are known once the departures are read; a failed read leaves the refusal to the server.
  const seatsOf = (day: string) =>
    departures.isSuccess ? seatsOnDate(departures.data, day, tour.group_size) : undefined;
  const chosenSeats = hasDate ? seatsOf(date) : undefined;
  const isSoldOut = chosenSeats !== undefined && chosenSeats.seatsLeft <= 0;
  const dateStartTime = otherStartTime(chosenSeats, tour.start_time);
  const hasTooFewSeats = chosenSeats !== undefined && chosenSeats.seatsLeft < travelers;
  // The seats left on the chosen date, else the tour's group (the stepper stops at the range's top).
  const maxTravelers =
    chosenSeats && chosenSeats.seatsLeft > 0 ? chosenSeats.seatsLeft : tour.group_size;
  // The listed dates sold out, and the chosen date when it has fewer seats than travelers.
  const waitableDates = departures.isSuccess
    ? datesToWaitFor(
        departures.data,
        upcomingDates,
        hasDate ? date : '',
        travelers,
        tour.group_size,
      )
    : [];
  const places = useWaitlistPlaces(
    userId,
    waitableDates.flatMap((seats) => (seats.departureId ? [seats.departureId] : [])),
  );
  const holdAmount = bookingTotals({
    pricePerPerson: tour.price_eur,
    travelers,
    addonPrices: [],
  }).baseTotal;

  const price = formatWholeEuros(tour.price_eur, locale);
  const unitPrice = formatEuros(tour.price_eur, locale);
  const addonsPrice = formatEuros(addonsPerPerson, locale);

  async function refreshWallet() {
    void queryClient.invalidateQueries({ queryKey: departureKeys.all });
    if (!userId) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.member(userId) }),
    ]);
  }

  async function goToSignIn() {
    const choices = bookingChoicesSearch({
      date,
      travelers,
      addonIds: chosenAddons.map((addon) => addon.id),
    });
    // The choices go into this page's URL too, so that Back from the sign-in page keeps them.
    await navigate(`${location.pathname}${choices}`, { replace: true, preventScrollReset: true });
    await navigate(signInHref(`${location.pathname}${choices}`, 'book'));
  }

  function handleWaitFor(seats: DateSeats) {
    if (auth.status !== 'signed-in') {
      toast.error(t`Authentication Required`, {
        description: t`Please sign in to join the waiting list.`,
      });
      void goToSignIn();
      return;
    }
    void loadJoinWaitlistDialog();
    // One key per confirmation asked: a retry of the same answer sends it again.
    setJoinKey(newIdempotencyKey());
    setWaitFor(seats);
  }

  async function handleJoinWaitlist(seats = waitFor, key = joinKey) {
    if (!seats?.departureId) return;
    setJoining(true);
    void loadInsufficientFundsDialog();
    try {
      const { join } = await loadBookingActions();
      const shortage = await join(seats.departureId, travelers, key, locale);
      if (shortage) setShortfall({ missingAmount: shortage.missingAmount, then: { join: seats } });
      // Joined, or refused: seats freed meanwhile (book instead), or the date closed; the panel
      // shows it.
      setWaitFor(null);
    } finally {
      setJoining(false);
      void refreshWallet();
    }
  }

  async function handleLeaveWaitlist(place: WaitlistPlace) {
    setJoining(true);
    try {
      const { leave } = await loadBookingActions();
      await leave(place.id, locale);
    } finally {
      setJoining(false);
      void refreshWallet();
    }
  }

  async function handleBook() {
    setTopUpCancelled(false);
    if (!hasDate) {
      toast.error(t`Date Required`, { description: missingDateMessage });
      return;
    }
    if (auth.status !== 'signed-in') {
      toast.error(t`Authentication Required`, {
        description: t`Please sign in to book a tour.`,
      });
      await goToSignIn();
      return;
    }
    // Refused before payment: the server would answer the same (sold_out).
    if (chosenSeats && hasTooFewSeats) {
      toast.error(t`Booking Failed`, {
        description: tooFewSeatsMessage(chosenSeats.seatsLeft),
      });
      return;
    }
    const leadTraveller = lead.validate();
    if (!leadTraveller) return;
    setProcessing(true);
    // Either dialog answers the booking: fetched while the booking is on its way.
    void loadConfirmedDialog();
    void loadInsufficientFundsDialog();
    try {
      const { book } = await loadBookingActions();
      const outcome = await book(
        {
          tourId: tour.id,
          startDate: date,
          travelers,
          addOnIds: chosenAddons.map((addon) => addon.id),
          baseTotalEUR: totals.baseTotal,
          addOnsTotalEUR: totals.addOnsTotal,
          grandTotalEUR: totals.grandTotal,
          leadTraveller,
        },
        newIdempotencyKey(),
      );
      if ('booking' in outcome) {
        setConfirmed(outcome.booking);
        choices.reset();
      } else if ('missingAmount' in outcome) {
        setShortfall({ missingAmount: outcome.missingAmount, then: 'book' });
      } else if (outcome.priceChanged) {
        // Show the current prices before the member tries again.
        void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      }
    } finally {
      setProcessing(false);
      void refreshWallet();
    }
  }

  /** Tops the wallet up, then books or joins the waiting list as the shortage said. */
  async function handleTopUpAndContinue(amount: number) {
    const then = shortfall?.then;
    setTopUpAmount(amount);
    const { topUp } = await loadBookingActions();
    const outcome = await topUp({
      amount,
      userId,
      tourId: tour.id,
      choices: { date, travelers, addonIds: chosenAddons.map((addon) => addon.id) },
      then: then && then !== 'book' ? { join: then.join } : 'book',
      locale,
    });
    // The card provider's page takes over; the payment comes back to this tour with the
    // choice, and the member confirms the booking there.
    if (outcome === 'checkout') return;
    if (outcome === 'failed') {
      setTopUpAmount(null);
      return;
    }
    await sleep(TOP_UP_SETTLE_MS);
    if (userId) await queryClient.refetchQueries({ queryKey: walletKeys.all(userId) });
    setTopUpAmount(null);
    setShortfall(null);
    // A new key: the refused attempt's answer is kept under the old one.
    if (then && then !== 'book') await handleJoinWaitlist(then.join, newIdempotencyKey());
    else await handleBook();
  }

  // The booking a paid top-up brings back, asked again at today's prices and seats.
  const resumeSeats: DateSeats | undefined =
    arrived && arrived.action === 'join'
      ? (chosenSeats ?? {
          date,
          departureId: arrived.departureId,
          isOpen: true,
          isCancelled: false,
          seatsLeft: 0,
          startTime: null,
        })
      : chosenSeats;
  function handleConfirmResumed() {
    if (!arrived) return;
    setArrived(null);
    if (arrived.action === 'join' && resumeSeats) {
      void handleJoinWaitlist(resumeSeats, newIdempotencyKey());
    } else {
      void handleBook();
    }
  }

  function handleCloseResumed(problem: ResumeProblem | null) {
    setArrived(null);
    // Another date is to be chosen: the closed or full one is let go, and the field focused.
    if (problem === 'date_unavailable' || problem === 'sold_out') {
      setDate('');
      requestAnimationFrame(() => document.getElementById(`${id}-date`)?.focus());
    }
  }

  // Fetched before a click needs it: when the page has drawn and the browser is idle.
  useEffect(() => {
    const preload = () => void loadBookingActions();
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload);
    return () => cancelIdleCallback(idle);
  }, []);

  return (
    <section
      aria-labelledby={`${id}-title`}
      // …or as soon as a pointer or the focus comes near the panel's buttons.
      onPointerEnter={() => void loadBookingActions()}
      onFocus={() => void loadBookingActions()}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={`${id}-title`}
        className="text-sm font-semibold tracking-wide text-emerald-800 uppercase"
      >
        <Trans>Book this tour</Trans>
      </h2>
      <p className="mt-1 text-stone-600">
        <Trans>
          <span className="text-3xl font-bold text-stone-900">{price}</span> per person
        </Trans>
      </p>

      <div className="mt-4 flex flex-col gap-4">
        {userId && checkoutOutcome && (
          <Suspense
            fallback={checkoutOutcome === 'success' ? <Skeleton className="h-28 w-full" /> : null}
          >
            <CheckoutReturnWatcher
              userId={userId}
              tourId={tour.id}
              choices={{ date, travelers, addonIds: chosenAddons.map((addon) => addon.id) }}
              restore={choices.restore}
              onArrived={setArrived}
              onCancelled={() => setTopUpCancelled(true)}
            />
          </Suspense>
        )}
        {isTopUpCancelled && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <Trans>
              Your card payment was cancelled and no money was taken. Your choices are kept below.
            </Trans>
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          {upcomingDates.length > 0 ? (
            <SelectField
              id={`${id}-date`}
              label={t`Tour date`}
              value={date}
              onValueChange={setDate}
            >
              <option value="">{t`Select a date`}</option>
              {upcomingDates.map((value) => {
                const seats = seatsOf(value);
                const day = formatCalendarDay(value, 'weekdayDay', locale);
                // A sold-out, closed or cancelled date cannot be chosen; it says 'Sold out' or 'Cancelled'.
                return (
                  <option key={value} value={value} disabled={seats && seats.seatsLeft <= 0}>
                    {seats ? `${day} · ${dateSeatsLabel(seats)}` : day}
                  </option>
                );
              })}
            </SelectField>
          ) : (
            <>
              <Label htmlFor={`${id}-date`}>
                <Trans>Tour date</Trans>
              </Label>
              <Input
                id={`${id}-date`}
                type="date"
                min={firstDay}
                max={latestBookableDay(today)}
                value={date}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
                onChange={(event) => setDate(event.target.value)}
              />
              <FieldError id={`${id}-date-error`}>{dateError}</FieldError>
            </>
          )}
          {hasDate && !departures.isError && (
            <DateSeatsLine id={`${id}-seats`} seats={chosenSeats} />
          )}
          {dateStartTime && (
            <p className="text-sm text-amber-900">
              <Trans>This date starts at {dateStartTime} local time.</Trans>
            </p>
          )}
        </div>

        <TravelersStepper
          value={travelers}
          onValueChange={setTravelers}
          max={maxTravelers}
          error={
            chosenSeats && hasTooFewSeats && !isSoldOut
              ? tooFewSeatsMessage(chosenSeats.seatsLeft)
              : undefined
          }
        />

        {addons.length > 0 && (
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-stone-800">
              <Trans>
                Add-ons <span className="font-normal text-stone-600">(price per person)</span>
              </Trans>
            </legend>
            {/* On large screens the list scrolls, so the totals and Book stay in view. */}
            <div className="flex flex-col gap-1.5 lg:max-h-44 lg:overflow-y-auto lg:pr-1">
              {addons.map((addon) => (
                <label
                  key={addon.id}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-200 px-3 py-2 text-sm hover:bg-stone-50 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
                >
                  <input
                    type="checkbox"
                    checked={addonIds.has(addon.id)}
                    onChange={(event) => choices.toggleAddon(addon.id, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-emerald-700"
                  />
                  <span className="flex-1 text-stone-800">{addon.title}</span>
                  <span className="font-medium whitespace-nowrap text-stone-900">
                    +{formatEuros(addon.price_eur, locale)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {auth.status === 'signed-in' && <LeadTravellerFields form={lead} />}

        {auth.status === 'signed-in' && (
          <div className="flex items-center justify-between gap-4 rounded-md bg-emerald-50 px-3 py-2 text-sm">
            <span className="flex items-center gap-2 text-emerald-900">
              <Wallet aria-hidden="true" className="size-4" />
              <Trans>Wallet balance</Trans>
            </span>
            {balance.isSuccess ? (
              <span
                data-testid="wallet-balance"
                className="font-semibold text-stone-900"
                aria-live="polite"
              >
                {formatEuros(balance.data, locale)}
              </span>
            ) : balance.isError ? (
              <Link to="/wallet" className="font-medium text-emerald-800 underline">
                <Trans>Open wallet</Trans>
              </Link>
            ) : (
              <Skeleton className="h-5 w-20" />
            )}
          </div>
        )}

        <dl ref={totalsRef} className="flex flex-col gap-2 border-t border-stone-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">
              <Trans>
                Base price ({unitPrice} ×{' '}
                <Plural value={travelers} one="# traveler" other="# travelers" />)
              </Trans>
            </dt>
            <dd className="font-medium text-stone-900">{formatEuros(totals.baseTotal, locale)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">
              <Trans>
                Add-ons ({addonsPrice} ×{' '}
                <Plural value={travelers} one="# traveler" other="# travelers" />)
              </Trans>
            </dt>
            <dd className="font-medium text-stone-900">
              {formatEuros(totals.addOnsTotal, locale)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
            <dt className="font-semibold text-stone-900">
              <Trans>Total</Trans>
            </dt>
            <dd className="font-bold text-stone-900" aria-live="polite">
              {formatEuros(totals.grandTotal, locale)}
            </dd>
          </div>
        </dl>

        <div ref={bookRef} className="flex flex-col gap-2">
          <Button
            size="lg"
            disabled={!hasDate || isSoldOut || isProcessing}
            aria-describedby={hasDate ? `${id}-pay-hint` : `${id}-book-hint`}
            onClick={() => void handleBook()}
          >
            {isProcessing ? <Trans>Processing...</Trans> : <Trans>Book Now</Trans>}
          </Button>
          {!hasDate && (
            <p id={`${id}-book-hint`} className="text-center text-xs text-stone-600">
              <Trans>Select a tour date to book.</Trans>
            </p>
          )}
          <p id={`${id}-pay-hint`} className="text-center text-xs text-stone-600">
            {auth.status === 'signed-in' ? (
              <Trans>Paid from your prepaid wallet balance.</Trans>
            ) : (
              <Trans>Sign in to pay from your prepaid wallet.</Trans>
            )}
          </p>
        </div>
        {/* Last in the panel: it appears when the seats arrive, and moves nothing above it. */}
        <WaitlistOffer
          dates={waitableDates}
          places={places.data ?? []}
          disabled={isJoining}
          onJoin={(seats) => handleWaitFor(seats)}
          onLeave={(place) => void handleLeaveWaitlist(place)}
        />
      </div>
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <BookingConfirmedDialog booking={confirmed} onClose={() => setConfirmed(null)} />
          <InsufficientFundsDialog
            missingAmount={shortfall?.missingAmount ?? null}
            action={shortfall?.then === 'book' ? 'book' : 'join'}
            busyAmount={topUpAmount}
            onTopUp={(amount) => void handleTopUpAndContinue(amount)}
            onCancel={() => setShortfall(null)}
          />
          <JoinWaitlistDialog
            date={waitFor?.date ?? null}
            travelers={travelers}
            pricePerPerson={tour.price_eur}
            holdAmount={holdAmount}
            isBusy={isJoining}
            onConfirm={() => void handleJoinWaitlist()}
            onCancel={() => setWaitFor(null)}
          />
          <ResumeBookingDialog
            arrived={arrived}
            tourTitle={tour.title}
            date={date}
            travelers={travelers}
            totalEur={arrived?.action === 'join' ? holdAmount : totals.grandTotal}
            isOnSale={hasDate}
            seats={chosenSeats}
            onConfirm={handleConfirmResumed}
            onClose={handleCloseResumed}
          />
        </Suspense>
      )}
    </section>
  );
}
