import '../messages';
import { Trans } from '@lingui/react/macro';
import { formatNumber } from '@app/domain/locale-format';
import { computeTripFootprint, type FootprintTransport } from '@app/domain/trip-footprint';
import { Leaf } from 'lucide-react';
import { Link } from '../../../components/link';
import { useAuth } from '../../../lib/auth';
import type { FootprintLineProps } from '../../../lib/footprint-slot';
import { useLocale } from '../../../i18n/use-locale';
import { useMemberHome } from '../api/member-home';
import { HOW_WE_CALCULATE_PATH } from '../lib/how-we-calculate-path';
import { homeFrom, type HomePlace, useStoredHomePlace } from '../lib/home-place';
import { HomeCityChanger } from './home-city-changer';

/**
 * 'Saves about N kg CO₂ compared with flying from {home}': per traveller, round trip, by the one
 * domain function (decision 030); says so in words when nothing is saved.
 */
export function SavingLine(props: FootprintLineProps) {
  // A visitor's lines read only the browser: no account query for each card of a list.
  return useAuth().status === 'signed-in' ? (
    <MemberSavingLine {...props} />
  ) : (
    <SavingLineFrom {...props} member={undefined} />
  );
}

function MemberSavingLine(props: FootprintLineProps) {
  return <SavingLineFrom {...props} member={useMemberHome()} />;
}

function SavingLineFrom({
  start,
  variant,
  member,
}: FootprintLineProps & { member: HomePlace | null | undefined }) {
  const locale = useLocale();
  const home = homeFrom(member, useStoredHomePlace(), locale);
  if (start.start_lat === null || start.start_lng === null || start.start_country === null) {
    return null;
  }
  const transport: FootprintTransport = start.footprint_transport === 'coach' ? 'coach' : 'rail';
  const figures = computeTripFootprint({
    from: home,
    fromCountry: home.country,
    to: { lat: start.start_lat, lng: start.start_lng },
    toCountry: start.start_country,
    transport,
  });
  // One formatter per language for every card (a new one per card cost ~35 ms a list on a phone).
  const kg = formatNumber(figures.savedKg, locale);
  const homeName = home.name;
  return (
    <div className={variant === 'page' ? 'text-base' : 'text-sm'} data-testid="co2-saving">
      <p className="flex items-start gap-1.5 text-emerald-800">
        <Leaf aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {figures.saves ? (
            <Trans>
              Saves about {kg} kg CO₂ compared with flying from {homeName}
            </Trans>
          ) : (
            <Trans>From {homeName} no flight would be saved: this trip starts close by.</Trans>
          )}{' '}
          <Link
            to={HOW_WE_CALCULATE_PATH}
            className="whitespace-nowrap text-emerald-900 underline underline-offset-2 hover:text-emerald-700"
          >
            <Trans>How we calculate</Trans>
          </Link>
        </span>
      </p>
      {variant === 'page' && (
        <div className="mt-2">
          <HomeCityChanger />
        </div>
      )}
    </div>
  );
}
