import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toIsoDay } from '../../../lib/calendar-dates';
import { cn } from '../../../lib/cn';
import { useBookings } from '../api/get-bookings';
import { historyBookings } from '../lib/booking-groups';
import { BookingItem } from './booking-item';

/** The member's own trips that have ended: taken, or cancelled (with what was refunded). */
export function HistoryTab({ userId }: { userId: string }) {
  const { t } = useLingui();
  const bookings = useBookings(userId);
  if (bookings.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-32 w-full rounded-xl sm:h-28" />
        ))}
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="font-semibold text-red-900">
          <Trans>Error loading your travel history</Trans>
        </p>
        <p className="mt-1 text-sm text-red-900">
          <Trans>Please try again later.</Trans>
        </p>
      </div>
    );
  }
  const today = toIsoDay();
  const trips = historyBookings(bookings.data, today);
  if (trips.length === 0) {
    return (
      <Card className="flex flex-col items-center p-8 text-center">
        <p className="text-lg font-semibold text-stone-900">
          <Trans>No past trips yet</Trans>
        </p>
        <p className="mt-1 text-stone-600">
          <Trans>Trips you have taken, and bookings you or we cancelled, appear here.</Trans>
        </p>
        <Link to="/dashboard?tab=bookings" className={cn(buttonClasses('outline', 'sm'), 'mt-5')}>
          <Trans>See your bookings</Trans>
        </Link>
      </Card>
    );
  }
  return (
    <section aria-label={t`Past trips`}>
      <p className="text-sm text-stone-600">
        <Trans>Your trips that have ended: taken, or cancelled with what was refunded.</Trans>
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {trips.map((booking) => (
          <BookingItem key={booking.id} booking={booking} today={today} />
        ))}
      </ul>
    </section>
  );
}
