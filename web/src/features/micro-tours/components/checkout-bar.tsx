import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useKeepClearOfBackToTop } from '../../../lib/back-to-top-clearance';
import { formatWholeEuros } from '../../../lib/format-price';
import type { MicroTourDetail } from '../api/get-micro-tour';
import { checkoutHref, walletBookingHref } from '../lib/detail-booking';

/**
 * The booking card's stand-in below the large breakpoint. NOTE: sticky rather than fixed: it
 * stays at the bottom of the screen while the page scrolls, and stops where the page ends, so it
 * never covers the page's last lines or the footer.
 */
export function CheckoutBar({ tour, travelers }: { tour: MicroTourDetail; travelers: number }) {
  const bar = useRef<HTMLDivElement>(null);
  useKeepClearOfBackToTop(bar);
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Book this tour"
      className="sticky bottom-0 z-30 -mx-4 mt-12 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-baseline gap-1.5">
            <span className="text-xl font-bold text-stone-900">
              {formatWholeEuros(tour.price_eur)}
            </span>
            <span className="text-sm text-stone-600">per person</span>
          </p>
          <Link
            to={checkoutHref(tour.id, travelers)}
            className="rounded text-sm font-medium text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            Checkout summary
          </Link>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link to={walletBookingHref(tour.id, travelers)}>Book Now – Pay</Link>
        </Button>
      </div>
    </div>
  );
}
