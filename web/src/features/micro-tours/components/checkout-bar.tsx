import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../components/link';
import { StickyBookingBar } from '../../../components/sticky-booking-bar';
import { Button } from '../../../components/ui/button';
import type { MicroTourDetail } from '../api/get-micro-tour';
import { checkoutHref, walletBookingHref } from '../lib/detail-booking';
import { firstMicroTourDate } from '../../../lib/departures/sales-dates';

/** The booking card's stand-in below the large breakpoint. */
export function CheckoutBar({ tour, travelers }: { tour: MicroTourDetail; travelers: number }) {
  const { t } = useLingui();
  return (
    <StickyBookingBar
      label={t`Book this tour`}
      pricePerPerson={tour.price_eur}
      detail={
        <Link
          to={checkoutHref(tour.id, travelers)}
          className="rounded text-sm font-medium text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          <Trans>Checkout summary</Trans>
        </Link>
      }
      action={
        <Button asChild size="lg">
          <Link to={walletBookingHref(tour.id, travelers, firstMicroTourDate(tour.country))}>
            <Trans>Book Now – Pay</Trans>
          </Link>
        </Button>
      }
    />
  );
}
