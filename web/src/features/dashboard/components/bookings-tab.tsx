import '../messages';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { bookingKeys } from '../../../lib/booking-keys';
import { toIsoDay } from '../../../lib/calendar-dates';
import { departureKeys } from '../../../lib/departure-keys';
import { pageLocale } from '../../../i18n/page-locale';
import { newIdempotencyKey } from '../../../lib/server-function';
import { walletKeys } from '../../../lib/wallet-keys';
import { cancelBooking, cancelBookingFailedMessage } from '../api/cancel-booking';
import { type MemberBooking, useBookings } from '../api/get-bookings';
import { useWaitlistEntries, type WaitlistEntry } from '../api/get-waitlist-entries';
import { leaveWaitlist, leaveWaitlistFailedMessage } from '../api/leave-waitlist';
import { groupBookings } from '../lib/booking-groups';
import { bookingRefund } from '../lib/booking-refund';
import { BookingItem, describeTour, type BookingAction } from './booking-item';
import type { CancellingBooking } from './cancel-booking-dialog';
import type { MovingBooking } from './change-date-dialog';
import type { ChangeBookingDateResult } from '../api/change-booking-date';
import { WaitlistSection } from './waitlist-section';
import { errorText } from '../../../lib/error-text';

// The dialog loads when it first opens: the tab renders without Radix's dialog.
const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then((m) => ({ default: m.CancelBookingDialog })),
);
const ChangeDateDialog = lazy(() =>
  import('./change-date-dialog').then((m) => ({ default: m.ChangeDateDialog })),
);

type GroupKind = 'upcoming' | 'cancelled' | 'past';

const groupTitles: Record<GroupKind, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  cancelled: msg({ message: 'Cancelled', context: 'bookings group' }),
  past: msg`Past`,
};

function BookingGroup({
  kind,
  bookings,
  today,
  onCancel,
  onChangeDate,
}: {
  kind: GroupKind;
  bookings: MemberBooking[];
  today: string;
  onCancel?: BookingAction;
  onChangeDate?: BookingAction;
}) {
  const title = t(groupTitles[kind]);
  const count = bookings.length;
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-semibold text-stone-900">
        {title} <span className="font-normal text-stone-600">({count})</span>
      </h3>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {kind === 'upcoming' ? <Trans>No upcoming trips.</Trans> : <Trans>No past trips.</Trans>}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {bookings.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              today={today}
              onCancel={onCancel}
              onChangeDate={onChangeDate}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function BookingsTab({ userId }: { userId: string }) {
  const bookings = useBookings(userId);
  const waitlist = useWaitlistEntries(userId);
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<CancellingBooking | null>(null);
  const [hasOpenedDialog, setOpenedDialog] = useState(false);
  const [isCancelBusy, setCancelBusy] = useState(false);
  const [cancelKey, setCancelKey] = useState('');
  const [leavingId, setLeavingId] = useState<string | null>(null);
  const [moving, setMoving] = useState<MovingBooking | null>(null);
  const [hasOpenedChangeDialog, setOpenedChangeDialog] = useState(false);
  // The opener gets the focus back when the dialog closes; the list, once the booking has left it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  function refreshAfterChange() {
    void queryClient.invalidateQueries({ queryKey: departureKeys.all });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.member(userId) }),
      queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) }),
    ]);
  }

  function handleCancelClick(booking: MemberBooking, event: MouseEvent<HTMLButtonElement>) {
    const refund = bookingRefund(booking, new Date());
    if (!refund) return;
    returnFocus.current = event.currentTarget;
    // One key per cancellation asked for: a retry of the same answer repeats it, never twice.
    setCancelKey(newIdempotencyKey());
    setOpenedDialog(true);
    setCancelling({
      id: booking.id,
      title: describeTour(booking).title,
      startDate: booking.start_date,
      travelers: booking.travelers,
      total: booking.total_eur,
      refund,
    });
  }

  function handleChangeDateClick(booking: MemberBooking, event: MouseEvent<HTMLButtonElement>) {
    if (!booking.tour_id || !booking.changeTerms) return;
    returnFocus.current = event.currentTarget;
    setOpenedChangeDialog(true);
    setMoving({
      id: booking.id,
      title: describeTour(booking).title,
      tourId: booking.tour_id,
      startDate: booking.start_date,
      travelers: booking.travelers,
      terms: booking.changeTerms,
    });
  }

  async function handleMoved(result: ChangeBookingDateResult) {
    const day = formatCalendarDay(result.booking.startDate, 'longDay', pageLocale);
    const charged = formatEuros(result.charged, pageLocale);
    const refunded = formatEuros(result.refunded, pageLocale);
    toast.success(t`Date changed`, {
      description:
        result.charged > 0
          ? t`Your trip now starts on ${day}. ${charged} was paid from your wallet. Your new ticket is on its way by e-mail.`
          : result.refunded > 0
            ? t`Your trip now starts on ${day}. ${refunded} is back in your wallet. Your new ticket is on its way by e-mail.`
            : t`Your trip now starts on ${day}. Your new ticket is on its way by e-mail.`,
    });
    await refreshAfterChange();
    setMoving(null);
  }

  async function handleConfirmCancel() {
    if (!cancelling) return;
    setCancelBusy(true);
    try {
      const result = await cancelBooking({ booking_id: cancelling.id }, cancelKey);
      const amount = formatEuros(result.refund.amount, pageLocale);
      const percent = result.refund.percent;
      toast.success(t`Booking cancelled`, {
        description: t`${amount} (${percent} %) is back in your wallet.`,
      });
      returnFocus.current = listRef.current;
      await refreshAfterChange();
      setCancelling(null);
    } catch (error) {
      toast.error(t`Cancellation Failed`, {
        description: errorText(error, cancelBookingFailedMessage()),
      });
      setCancelling(null);
      void refreshAfterChange();
    } finally {
      setCancelBusy(false);
    }
  }

  async function handleLeave(entry: WaitlistEntry) {
    setLeavingId(entry.id);
    try {
      const result = await leaveWaitlist({ entry_id: entry.id }, newIdempotencyKey());
      const released = formatEuros(result.released, pageLocale);
      toast.success(t`You left the waiting list`, {
        description: t`${released} is back in your wallet.`,
      });
    } catch (error) {
      toast.error(t`Waiting list`, {
        description: errorText(error, leaveWaitlistFailedMessage()),
      });
    }
    await refreshAfterChange();
    setLeavingId(null);
  }

  const waitlistSection = waitlist.isError ? (
    <p role="alert" className="text-sm text-red-700">
      <Trans>Your waiting lists could not be loaded. Please try again later.</Trans>
    </p>
  ) : (
    <WaitlistSection
      entries={waitlist.data ?? []}
      leavingId={leavingId}
      onLeave={(entry) => void handleLeave(entry)}
    />
  );
  const dialog = (
    <>
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={cancelling}
            isBusy={isCancelBusy}
            returnFocusTo={returnFocus}
            onConfirm={() => void handleConfirmCancel()}
            onClose={() => setCancelling(null)}
          />
        </Suspense>
      )}
      {hasOpenedChangeDialog && (
        <Suspense fallback={null}>
          <ChangeDateDialog
            booking={moving}
            userId={userId}
            returnFocusTo={returnFocus}
            onMoved={(result) => void handleMoved(result)}
            onRefused={() => void refreshAfterChange()}
            onClose={() => setMoving(null)}
          />
        </Suspense>
      )}
    </>
  );

  if (bookings.isPending || waitlist.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-32 w-full rounded-xl sm:h-28" />
        ))}
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="font-semibold text-red-900">
          <Trans>Error loading bookings</Trans>
        </p>
        <p className="mt-1 text-sm text-red-900">
          <Trans>There was an error loading your bookings. Please try again later.</Trans>
        </p>
      </div>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="flex flex-col gap-8">
        <Card className="flex flex-col items-center p-8 text-center">
          <p className="text-lg font-semibold text-stone-900">
            <Trans>No bookings yet</Trans>
          </p>
          <p className="mt-1 text-stone-600">
            <Trans>Book a tour and pay from your wallet in one step.</Trans>
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to="/micro-tours" className={buttonClasses('primary')}>
              <Trans>Browse micro-tours</Trans>
            </Link>
            <Link to="/tours" className={buttonClasses('outline')}>
              <Trans>Browse multi-day tours</Trans>
            </Link>
          </div>
        </Card>
        {waitlistSection}
      </div>
    );
  }
  const today = toIsoDay();
  const { upcoming, cancelled, past } = groupBookings(bookings.data, today);
  return (
    <div ref={listRef} tabIndex={-1} className="flex flex-col gap-8 outline-none">
      <BookingGroup
        kind="upcoming"
        bookings={upcoming}
        today={today}
        onCancel={handleCancelClick}
        onChangeDate={handleChangeDateClick}
      />
      {waitlistSection}
      {cancelled.length > 0 && <BookingGroup kind="cancelled" bookings={cancelled} today={today} />}
      <BookingGroup kind="past" bookings={past} today={today} />
      {dialog}
    </div>
  );
}
