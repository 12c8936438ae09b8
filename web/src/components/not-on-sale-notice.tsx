import { CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from './link';

/**
 * In place of the booking panel of a tour or micro-tour taken off sale: its page stays for those
 * who booked it (decision 039) and says so, with a way to the other listings. The words are the
 * feature's own.
 */
export function NotOnSaleNotice({
  heading,
  message,
  others,
}: {
  heading: ReactNode;
  message: ReactNode;
  others: { to: string; label: ReactNode };
}) {
  return (
    <section
      aria-labelledby="not-on-sale"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="not-on-sale" className="flex items-center gap-2 text-lg font-semibold">
        <CircleSlash aria-hidden="true" className="size-5 shrink-0" />
        {heading}
      </h2>
      <p className="mt-2 text-sm">{message}</p>
      <Link
        to={others.to}
        className="mt-3 inline-block text-sm font-medium text-emerald-800 underline underline-offset-2"
      >
        {others.label}
      </Link>
    </section>
  );
}
