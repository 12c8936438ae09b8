import '../messages';
import { Trans } from '@lingui/react/macro';
import { EARTH_RADIUS_KM, FOOTPRINT_FACTORS, MIN_FLIGHT_KM } from '@app/domain/trip-footprint';
import { useLocale } from '../../../i18n/use-locale';
import { pageTitles } from '../../../lib/page-heads/titles';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** 'How we calculate': the figure of decision 030 in plain words, with its factors. */
export function HowWeCalculatePage() {
  useDocumentTitle(pageTitles.howWeCalculate);
  const locale = useLocale();
  const factor = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 5 }).format(value);
  const km = (value: number) => new Intl.NumberFormat(locale).format(value);
  const radius = km(EARTH_RADIUS_KM);
  const minFlight = km(MIN_FLIGHT_KM);
  const rows = [
    { label: <Trans>Flight within one country</Trans>, value: FOOTPRINT_FACTORS.flightDomestic },
    {
      label: <Trans>Flight to another country (short-haul, economy)</Trans>,
      value: FOOTPRINT_FACTORS.flightShortHaul,
    },
    { label: <Trans>Train within one country</Trans>, value: FOOTPRINT_FACTORS.railNational },
    {
      label: <Trans>Train to another country</Trans>,
      value: FOOTPRINT_FACTORS.railInternational,
    },
    { label: <Trans>Coach</Trans>, value: FOOTPRINT_FACTORS.coach },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">
        <Trans>How we calculate the CO₂ you save</Trans>
      </h1>
      <div className="mt-6 space-y-4 text-stone-800">
        <p>
          <Trans>
            Every tour and micro-tour says where it starts. For your home city we measure the
            straight-line distance to that start (on a sphere of {radius} km radius) and count the
            journey there and back, per traveller.
          </Trans>
        </p>
        <p>
          <Trans>
            The saving is what a return flight over that distance would emit, minus what the same
            journey emits by the trip's own transport: the train, or the coach where the tour says
            so. For a walking or cycling tour it is how you reach the start; the tour's own days are
            not counted on either side.
          </Trans>
        </p>
        <p>
          <Trans>
            Under {minFlight} km no flight would replace the journey, so we say that nothing is
            saved rather than show a number.
          </Trans>
        </p>
        <h2 className="pt-4 text-xl font-semibold text-stone-900">
          <Trans>The factors</Trans>
        </h2>
        <p>
          <Trans>
            We use one published set: the UK government's greenhouse gas conversion factors 2025
            (DESNZ), in kg CO₂e per passenger-kilometre. Flights include radiative forcing, the
            extra warming of emissions at altitude, and the 8 % allowance for indirect routes.
          </Trans>
        </p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                <Trans>Journey</Trans>
              </th>
              <th scope="col" className="py-2 font-semibold">
                <Trans>kg CO₂e per passenger-km</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-b border-stone-100">
                <td className="py-2 pr-4">{row.label}</td>
                <td className="py-2 tabular-nums">{factor(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-stone-600">
          <Trans>
            Not counted: the ride to the airport or the station, the stay, meals and the tour's own
            days. Place names and coordinates come from GeoNames (CC BY 4.0).
          </Trans>
        </p>
      </div>
    </div>
  );
}
