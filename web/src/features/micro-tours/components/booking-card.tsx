import '../messages';
import { Trans } from '@lingui/react/macro';
import { formatEuros, formatWholeEuros } from '@app/domain/locale-format';
import { BadgeCheck, Clock, Languages } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { microTourTotal } from '@app/domain/pricing';
import type { MicroTourDetail } from '../api/get-micro-tour';
import { checkoutHref, formatDuration, walletBookingHref } from '../lib/detail-booking';
import { TravelersSelect } from './checkout-travelers-select';
import { firstMicroTourDate } from '../../../lib/departures/sales-dates';
import { useLocale } from '../../../i18n/use-locale';

/** The booking panel shows only the first two languages. */
const PANEL_LANGUAGES = 2;

type BookingCardProps = {
  tour: MicroTourDetail;
  travelers: number;
  onTravelersChange: (travelers: number) => void;
};

/** Price, key facts, travelers and the way to book; sticky beside the content on large screens. */
export function BookingCard({ tour, travelers, onTravelersChange }: BookingCardProps) {
  const travelersId = useId();
  const locale = useLocale();
  const languages = tour.language.slice(0, PANEL_LANGUAGES);
  return (
    <Card className="p-6">
      <h2 className="sr-only">
        <Trans>Book this tour</Trans>
      </h2>
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold text-stone-900">
          {formatWholeEuros(tour.price_eur, locale)}
        </span>
        <span className="text-stone-600">
          <Trans>per person</Trans>
        </span>
      </p>
      <ul className="mt-4 space-y-2.5 text-sm text-stone-700">
        <li className="flex items-center gap-2.5">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          {formatDuration(tour.duration_hours)}
        </li>
        {languages.length > 0 && (
          <li className="flex items-center gap-2.5">
            <Languages aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            {languages.join(', ')}
          </li>
        )}
        <li className="flex items-center gap-2.5 font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          <Trans>No booking fees</Trans>
        </li>
      </ul>
      <div className="mt-6">
        <TravelersSelect id={travelersId} value={travelers} onChange={onTravelersChange} />
      </div>
      <p className="mt-4 flex items-baseline justify-between border-t border-stone-200 pt-4 text-stone-700">
        <span>
          <Trans>Total</Trans>
        </span>
        <span className="text-lg font-semibold text-stone-900">
          {formatEuros(microTourTotal(tour.price_eur, travelers), locale)}
        </span>
      </p>
      <Button asChild size="lg" className="mt-4 w-full">
        <Link to={walletBookingHref(tour.id, travelers, firstMicroTourDate(tour.country))}>
          <Trans>Book Now – Pay</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline" className="mt-3 w-full">
        <Link to={checkoutHref(tour.id, travelers)}>
          <Trans>View checkout summary</Trans>
        </Link>
      </Button>
    </Card>
  );
}
