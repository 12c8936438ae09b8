import { bookingReference } from '@app/domain/money';
import { CalendarDays, Ticket, Users } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatIsoDay } from '../../../lib/calendar-dates';
import { cn } from '../../../lib/cn';
import { formatEuros } from '../../../lib/format-price';
import { pluralize } from '../../../lib/pluralize';
import type { MemberBooking } from '../api/get-bookings';
import { bookingRefund } from '../lib/booking-refund';
import { dateChangeState, movedFromText } from '../lib/date-change';

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

/** A paid trip whose day has passed was taken; any other booking shows its status. */
function stateLabel(booking: MemberBooking, today: string): string {
  if (booking.status === 'paid' && booking.start_date < today) return 'Taken';
  return statusLabels[booking.status] ?? booking.status;
}

export function describeTour(booking: MemberBooking) {
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

export type BookingAction = (booking: MemberBooking, event: MouseEvent<HTMLButtonElement>) => void;

/**
 * One booking: its tour, date (and the one it moved from), travelers, state, total, ticket and,
 * when offered, moving it to another date and cancelling it.
 */
export function BookingItem({
  booking,
  today,
  onCancel,
  onChangeDate,
}: {
  booking: MemberBooking;
  /** The member's calendar day (YYYY-MM-DD): a paid trip before it was taken. */
  today: string;
  onCancel?: BookingAction;
  onChangeDate?: BookingAction;
}) {
  const tour = describeTour(booking);
  const now = new Date();
  const canCancel = onCancel !== undefined && bookingRefund(booking, now) !== null;
  const dateChange = onChangeDate ? dateChangeState(booking, now) : null;
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
          {booking.movedFrom && (
            <p className="mt-1 text-sm text-stone-700">{movedFromText(booking.movedFrom)}</p>
          )}
          {dateChange && !dateChange.open && (
            <p className="mt-1 text-sm text-stone-600">{dateChange.text}</p>
          )}
          {booking.status === 'cancelled' && booking.refund_eur !== null && (
            <p className="mt-1 text-sm text-stone-700">
              Refunded {formatEuros(booking.refund_eur)}
              {booking.refund_percent !== null && ` (${booking.refund_percent} %)`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:flex-nowrap sm:items-end">
          <Badge className={cn(statusClasses[booking.status])}>{stateLabel(booking, today)}</Badge>
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
          {dateChange?.open && (
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              onClick={(event) => onChangeDate?.(booking, event)}
            >
              Change date<span className="sr-only"> of booking {bookingReference(booking.id)}</span>
            </Button>
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
