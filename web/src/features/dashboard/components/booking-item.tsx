import '../messages';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import { bookingReference } from '@app/domain/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { CalendarDays, Phone, Ticket, Users } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from '../../../components/link';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLang } from '../../../lib/catalogue-language';
import type { MemberBooking } from '../api/get-bookings';
import { bookingRefund } from '../lib/booking-refund';
import { dateChangeState, movedFromText } from '../lib/date-change';

const statusClasses: Record<string, string> = {
  paid: 'bg-emerald-100! text-emerald-900!',
  pending: 'bg-amber-100! text-amber-900!',
  cancelled: 'bg-stone-200! text-stone-800!',
};

const statusLabels: Record<string, MessageDescriptor> = {
  paid: msg`Paid`,
  pending: msg`Pending`,
  cancelled: msg`Cancelled`,
};

/** A paid trip whose day has passed was taken; any other booking shows its status. */
function stateLabel(booking: MemberBooking, today: string): string {
  if (booking.status === 'paid' && booking.start_date < today) return t`Taken`;
  const label = statusLabels[booking.status];
  return label ? t(label) : booking.status;
}

export function describeTour(booking: MemberBooking) {
  if (booking.tour) {
    return {
      title: booking.tour.title,
      place: booking.tour.country,
      titleLang: fieldLang(booking.tour, 'title'),
      placeLang: fieldLang(booking.tour, 'country'),
      href: `/tours/${booking.tour.slug}`,
      kind: t`Multi-day tour`,
    };
  }
  if (booking.micro_tour) {
    return {
      title: booking.micro_tour.title,
      place: `${booking.micro_tour.city}, ${booking.micro_tour.country}`,
      titleLang: fieldLang(booking.micro_tour, 'title'),
      // Both names in English, or the place as the language writes it.
      placeLang: fieldLang(booking.micro_tour, 'city') && fieldLang(booking.micro_tour, 'country'),
      href: `/micro-tours/${booking.micro_tour.slug}`,
      kind: t`Micro-tour`,
    };
  }
  return { title: t`Tour no longer available`, place: '', href: null, kind: t`Tour` };
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
  const locale = useLocale();
  const tour = describeTour(booking);
  const reference = bookingReference(booking.id);
  const kind = tour.kind;
  const refunded = booking.refund_eur === null ? '' : formatEuros(booking.refund_eur, locale);
  const percent = booking.refund_percent;
  const now = new Date();
  const canCancel = onCancel !== undefined && bookingRefund(booking, now) !== null;
  const dateChange = onChangeDate ? dateChangeState(booking, now) : null;
  const leadName = booking.contact?.lead_name;
  const leadPhone = booking.contact?.phone;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">
            <Trans>
              {kind} · Ref {reference}
            </Trans>
          </p>
          <h4 lang={tour.titleLang} className="mt-1 text-base font-semibold text-stone-900">
            {tour.href ? (
              <Link to={tour.href} className="hover:text-emerald-800 hover:underline">
                {tour.title}
              </Link>
            ) : (
              tour.title
            )}
          </h4>
          {tour.place && (
            <p lang={tour.placeLang} className="text-sm text-stone-600">
              {tour.place}
            </p>
          )}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-emerald-700" />
              {formatCalendarDay(booking.start_date, 'longDay', locale)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-emerald-700" />
              <Plural value={booking.travelers} one="# traveler" other="# travelers" />
            </span>
          </p>
          {booking.contact && (
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-stone-700">
              <Phone aria-hidden="true" className="size-4 text-emerald-700" />
              <Trans>
                Lead traveler: {leadName}, {leadPhone}
              </Trans>
            </p>
          )}
          {booking.movedFrom && (
            <p className="mt-1 text-sm text-stone-700">{movedFromText(booking.movedFrom)}</p>
          )}
          {dateChange && !dateChange.open && (
            <p className="mt-1 text-sm text-stone-600">{dateChange.text}</p>
          )}
          {booking.status === 'cancelled' && booking.refund_eur !== null && (
            <p className="mt-1 text-sm text-stone-700">
              {booking.refund_percent === null ? (
                <Trans>Refunded {refunded}</Trans>
              ) : (
                <Trans>
                  Refunded {refunded} ({percent} %)
                </Trans>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:flex-nowrap sm:items-end">
          <Badge className={cn(statusClasses[booking.status])}>{stateLabel(booking, today)}</Badge>
          <span className="text-lg font-bold text-stone-900">
            <span className="sr-only">
              <Trans>Total</Trans>{' '}
            </span>
            {formatEuros(booking.total_eur, locale)}
          </span>
          {booking.status === 'paid' && (
            <Link
              to={`/tickets/${reference}`}
              className={cn(buttonClasses('primary', 'sm'), 'w-full sm:w-auto')}
            >
              <Ticket aria-hidden="true" />
              <Trans>
                View ticket<span className="sr-only"> {reference}</span>
              </Trans>
            </Link>
          )}
          {dateChange?.open && (
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              onClick={(event) => onChangeDate?.(booking, event)}
            >
              <Trans>
                Change date<span className="sr-only"> of booking {reference}</span>
              </Trans>
            </Button>
          )}
          {canCancel && (
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              onClick={(event) => onCancel(booking, event)}
            >
              <Trans>Cancel booking</Trans>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
