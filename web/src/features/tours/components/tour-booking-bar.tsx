import type { Addon, Tour } from '@app/domain';
import { StickyBookingBar } from '../../../components/sticky-booking-bar';
import { Button } from '../../../components/ui/button';
import { toIsoDay } from '../../../lib/calendar-dates';
import { formatEuros } from '../../../lib/format-price';
import { firstTourDate } from '../../../lib/departures/sales-dates';
import { summarizeBooking } from '../lib/booking-summary';
import type { BookingChoicesState } from '../lib/use-booking-choices';

/**
 * The booking panel's summary below the large breakpoint, where the panel comes after the whole
 * page: the price, the total of the panel's choices (travelers and add-ons), and a button that
 * brings the panel.
 */
export function TourBookingBar({
  tour,
  addons,
  choices,
  isHidden,
  onShowBooking,
}: {
  tour: Pick<Tour, 'price_eur' | 'available_dates' | 'country'>;
  addons: readonly Addon[];
  choices: BookingChoicesState;
  isHidden: boolean;
  onShowBooking: () => void;
}) {
  const { hasDate, totals } = summarizeBooking(
    tour,
    addons,
    choices,
    toIsoDay(),
    firstTourDate(tour.country),
  );
  return (
    <StickyBookingBar
      label="Booking summary"
      pricePerPerson={tour.price_eur}
      isHidden={isHidden}
      detail={<p className="text-sm text-stone-600">{`Total ${formatEuros(totals.grandTotal)}`}</p>}
      action={
        <Button size="lg" onClick={onShowBooking}>
          {hasDate ? 'Review and book' : 'Choose a date'}
        </Button>
      }
    />
  );
}
