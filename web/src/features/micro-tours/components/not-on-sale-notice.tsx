import '../messages';
import { Trans } from '@lingui/react/macro';
import { CircleSlash } from 'lucide-react';
import { Link } from 'react-router';

/**
 * In place of the booking card of a micro-tour taken off sale: its page stays for those who booked it
 * (decision 039), and says so instead of offering dates.
 */
export function NotOnSaleNotice() {
  return (
    <section
      aria-labelledby="not-on-sale"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="not-on-sale" className="flex items-center gap-2 text-lg font-semibold">
        <CircleSlash aria-hidden="true" className="size-5 shrink-0" />
        <Trans>Not on sale at the moment</Trans>
      </h2>
      <p className="mt-2 text-sm">
        <Trans>
          This micro-tour is not taking bookings at the moment. Bookings already made stay valid:
          find them in your dashboard.
        </Trans>
      </p>
      <Link
        to="/micro-tours"
        className="mt-3 inline-block text-sm font-medium text-emerald-800 underline underline-offset-2"
      >
        <Trans>See other micro-tours</Trans>
      </Link>
    </section>
  );
}
