import { bookingReference } from '@app/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Ticket, Users } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { bookingKeys } from '../../../lib/booking-keys';
import { departureKeys } from '../../../lib/departure-keys';
import { errorText } from '../../../lib/error-text';
import { newIdempotencyKey } from '../../../lib/server-function';
import { walletKeys } from '../../../lib/wallet-keys';
import { CANCEL_BOOKING_FAILED_MESSAGE, cancelBooking } from '../api/cancel-booking';
import { useWaitlistEntries, type WaitlistEntry } from '../api/get-waitlist-entries';
import { LEAVE_WAITLIST_FAILED_MESSAGE, leaveWaitlist } from '../api/leave-waitlist';
import { bookingRefund } from '../lib/booking-refund';
import type { CancellingBooking } from './cancel-booking-dialog';
import { WaitlistSection } from './waitlist-section';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatIsoDay, toIsoDay } from '../../../lib/calendar-dates';
import { cn } from '../../../lib/cn';
import { formatEuros } from '../../../lib/format-price';
import { type MemberBooking, useBookings } from '../api/get-bookings';
import { groupBookings } from '../lib/booking-groups';
import { pluralize } from '../../../lib/pluralize';

// The dialog loads when it first opens: the tab renders without Radix's dialog.
const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then((m) => ({ default: m.CancelBookingDialog })),
);

const statusClasses: Record<string, string> = {
  paid: 'bg-emerald-100! text-emerald-900!',
  pending: 'bg-amber-100! text-amber-900!',
  cancelled: 'bg-stone-200! text-stone-800!',
};

const statusLabels: Record<string, string> = {
  paid: 'Paid',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

function describeTour(booking: MemberBooking) {
  if (booking.tour) {
    return {
      title: booking.tour.title,
      place: booking.tour.country,
      href: `/tours/${booking.tour.slug}`,
      kind: 'Multi-day tour',
    };
  }
  if (booking.micro_tour) {
    return {
      title: booking.micro_tour.title,
      place: `${booking.micro_tour.city}, ${booking.micro_tour.country}`,
      href: `/micro-tours/${booking.micro_tour.slug}`,
      kind: 'Micro-tour',
    };
  }
  return { title: 'Tour no longer available', place: '', href: null, kind: 'Tour' };
}

function BookingItem({
  booking,
  onCancel,
}: {
  booking: MemberBooking;
  onCancel?: (booking: MemberBooking, event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const tour = describeTour(booking);
  const canCancel = onCancel !== undefined && bookingRefund(booking, new Date()) !== null;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">
            {tour.kind} · Ref {bookingReference(booking.id)}
          </p>
          <h4 className="mt-1 text-base font-semibold text-stone-900">
            {tour.href ? (
              <Link to={tour.href} className="hover:text-emerald-800 hover:underline">
                {tour.title}
              </Link>
            ) : (
              tour.title
            )}
          </h4>
          {tour.place && <p className="text-sm text-stone-600">{tour.place}</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-emerald-700" />
              {formatIsoDay(booking.start_date)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-emerald-700" />
              {pluralize(booking.travelers, 'traveler')}
            </span>
          </p>
          {booking.status === 'cancelled' && booking.refund_eur !== null && (
            <p className="mt-1 text-sm text-stone-700">
              Refunded {formatEuros(booking.refund_eur)}
              {booking.refund_percent !== null && ` (${booking.refund_percent} %)`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:flex-nowrap sm:items-end">
          <Badge className={cn(statusClasses[booking.status])}>
            {statusLabels[booking.status] ?? booking.status}
          </Badge>
          <span className="text-lg font-bold text-stone-900">
            <span className="sr-only">Total </span>
            {formatEuros(booking.total_eur)}
          </span>
          {booking.status === 'paid' && (
            <Link
              to={`/tickets/${bookingReference(booking.id)}`}
              className={cn(buttonClasses('primary', 'sm'), 'w-full sm:w-auto')}
            >
              <Ticket aria-hidden="true" />
              View ticket<span className="sr-only"> {bookingReference(booking.id)}</span>
            </Link>
          )}
          {canCancel && (
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              onClick={(event) => onCancel(booking, event)}
            >
              Cancel booking
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

function BookingGroup({
  title,
  bookings,
  onCancel,
}: {
  title: string;
  bookings: MemberBooking[];
  onCancel?: (booking: MemberBooking, event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-semibold text-stone-900">
        {title} <span className="font-normal text-stone-600">({bookings.length})</span>
      </h3>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {title === 'Upcoming' ? 'No upcoming trips.' : 'No past trips.'}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} onCancel={onCancel} />
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

  async function handleConfirmCancel() {
    if (!cancelling) return;
    setCancelBusy(true);
    try {
      const result = await cancelBooking({ booking_id: cancelling.id }, cancelKey);
      toast.success('Booking cancelled', {
        description: `${formatEuros(result.refund.amount)} (${result.refund.percent} %) is back in your wallet.`,
      });
      returnFocus.current = listRef.current;
      await refreshAfterChange();
      setCancelling(null);
    } catch (error) {
      toast.error('Cancellation Failed', {
        description: errorText(error, CANCEL_BOOKING_FAILED_MESSAGE),
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
      toast.success('You left the waiting list', {
        description: `${formatEuros(result.released)} is back in your wallet.`,
      });
    } catch (error) {
      toast.error('Waiting list', { description: errorText(error, LEAVE_WAITLIST_FAILED_MESSAGE) });
    }
    await refreshAfterChange();
    setLeavingId(null);
  }

  const waitlistSection = waitlist.isError ? (
    <p role="alert" className="text-sm text-red-700">
      Your waiting lists could not be loaded. Please try again later.
    </p>
  ) : (
    <WaitlistSection
      entries={waitlist.data ?? []}
      leavingId={leavingId}
      onLeave={(entry) => void handleLeave(entry)}
    />
  );
  const dialog = hasOpenedDialog && (
    <Suspense fallback={null}>
      <CancelBookingDialog
        booking={cancelling}
        isBusy={isCancelBusy}
        returnFocusTo={returnFocus}
        onConfirm={() => void handleConfirmCancel()}
        onClose={() => setCancelling(null)}
      />
    </Suspense>
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
        <p className="font-semibold text-red-900">Error loading bookings</p>
        <p className="mt-1 text-sm text-red-900">
          There was an error loading your bookings. Please try again later.
        </p>
      </div>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="flex flex-col gap-8">
        <Card className="flex flex-col items-center p-8 text-center">
          <p className="text-lg font-semibold text-stone-900">No bookings yet</p>
          <p className="mt-1 text-stone-600">Book a tour and pay from your wallet in one step.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to="/micro-tours" className={buttonClasses('primary')}>
              Browse micro-tours
            </Link>
            <Link to="/tours" className={buttonClasses('outline')}>
              Browse multi-day tours
            </Link>
          </div>
        </Card>
        {waitlistSection}
      </div>
    );
  }
  const { upcoming, past } = groupBookings(bookings.data, toIsoDay());
  return (
    <div ref={listRef} tabIndex={-1} className="flex flex-col gap-8 outline-none">
      <BookingGroup title="Upcoming" bookings={upcoming} onCancel={handleCancelClick} />
      {waitlistSection}
      <BookingGroup title="Past" bookings={past} />
      {dialog}
    </div>
  );
}
