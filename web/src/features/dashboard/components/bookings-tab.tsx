import { bookingReference } from '@app/domain/money';
import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatIsoDay, toIsoDay } from '../../../lib/calendar-dates';
import { cn } from '../../../lib/cn';
import { formatEuros } from '../../../lib/format-price';
import { type MemberBooking, useBookings } from '../api/get-bookings';
import { groupBookings } from '../lib/booking-groups';
import { pluralize } from '../../../lib/pluralize';

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

function BookingItem({ booking }: { booking: MemberBooking }) {
  const tour = describeTour(booking);
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
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <Badge className={cn(statusClasses[booking.status])}>
            {statusLabels[booking.status] ?? booking.status}
          </Badge>
          <span className="text-lg font-bold text-stone-900">
            <span className="sr-only">Total </span>
            {formatEuros(booking.total_eur)}
          </span>
        </div>
      </Card>
    </li>
  );
}

function BookingGroup({ title, bookings }: { title: string; bookings: MemberBooking[] }) {
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
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function BookingsTab({ userId }: { userId: string }) {
  const bookings = useBookings(userId);

  if (bookings.isPending) {
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
    );
  }
  const { upcoming, past } = groupBookings(bookings.data, toIsoDay());
  return (
    <div className="flex flex-col gap-8">
      <BookingGroup title="Upcoming" bookings={upcoming} />
      <BookingGroup title="Past" bookings={past} />
    </div>
  );
}
