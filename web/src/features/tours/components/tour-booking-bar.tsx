import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatEuros } from '@app/domain/locale-format';
import type { Addon, Tour } from '@app/domain';
import { StickyBookingBar } from '../../../components/sticky-booking-bar';
import { Button } from '../../../components/ui/button';
import { toIsoDay } from '../../../lib/calendar-dates';
import { useLocale } from '../../../i18n/use-locale';
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
  const { t } = useLingui();
  const locale = useLocale();
  const { hasDate, totals } = summarizeBooking(
    tour,
    addons,
    choices,
    toIsoDay(),
    firstTourDate(tour.country),
  );
  const total = formatEuros(totals.grandTotal, locale);
  return (
    <StickyBookingBar
      label={t`Booking summary`}
      pricePerPerson={tour.price_eur}
      isHidden={isHidden}
      detail={<p className="text-sm text-stone-600">{t`Total ${total}`}</p>}
      action={
        <Button size="lg" onClick={onShowBooking}>
          {hasDate ? <Trans>Review and book</Trans> : <Trans>Choose a date</Trans>}
        </Button>
      }
    />
  );
}
