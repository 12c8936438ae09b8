import '../messages';
import { Trans } from '@lingui/react/macro';
import type { ItineraryDay } from '@app/domain';

export function TourItinerary({
  days,
  lang,
}: {
  days: readonly ItineraryDay[];
  /** The days' language where it is not the page's. */
  lang?: string;
}) {
  return (
    <ol lang={lang} className="flex flex-col gap-6 border-l-2 border-emerald-100 pl-6">
      {days.map(({ day: number, title, description }) => (
        <li key={number} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[1.95rem] size-3.5 rounded-full border-2 border-white bg-emerald-700 ring-2 ring-emerald-100"
          />
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
            <Trans>Day {number}</Trans>
          </p>
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="mt-1 text-stone-700">{description}</p>
        </li>
      ))}
    </ol>
  );
}
