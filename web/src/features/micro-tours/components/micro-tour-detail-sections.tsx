import '../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Check, MapPin, X } from 'lucide-react';
import { MICRO_TOUR_BOOKING_CLOSE_HOURS } from '@app/domain/db-rules';
import { ISO_WEEKDAYS, isWeeklyTimes, type WeeklyTimes } from '@app/domain/start-times';
import { useLocale } from '../../../i18n/use-locale';
import { weekdayName } from '../../../lib/weekday-name';
import { lazy, Suspense, type ReactNode } from 'react';
import { fieldLang } from '../../../lib/catalogue-language';
import type { MicroTourDetail } from '../api/get-micro-tour';

// The meeting point's map loads after the page has painted, into a box the fallback reserves.
const PlaceMap = lazy(() => import('../../../components/place-map/place-map'));

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-6">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ItemList({
  items,
  kind,
  lang,
}: {
  items: string[];
  kind: 'included' | 'excluded';
  /** The items' language where it is not the page's. */
  lang: string | undefined;
}) {
  const Icon = kind === 'included' ? Check : X;
  return (
    <ul lang={lang} className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-stone-700">
          <Icon
            aria-hidden="true"
            className={
              kind === 'included'
                ? 'mt-0.5 size-5 shrink-0 text-emerald-700'
                : 'mt-0.5 size-5 shrink-0 text-red-700'
            }
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The weekly plan: 'Every day: 10:00, 14:00', or each weekday that runs with its times. */
function WeeklyTimesList({ plan }: { plan: WeeklyTimes }) {
  const { t } = useLingui();
  const locale = useLocale();
  const days = ISO_WEEKDAYS.map((weekday) => ({ weekday, times: plan[weekday] ?? [] }));
  const first = days[0]!.times.join(', ');
  if (first !== '' && days.every((day) => day.times.join(', ') === first)) {
    return (
      <p className="tabular-nums">
        {t`Every day`}: {first}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {days
        .filter((day) => day.times.length > 0)
        .map((day) => (
          <div key={day.weekday} className="contents">
            <dt>{weekdayName(day.weekday, locale)}</dt>
            <dd className="tabular-nums">{day.times.join(', ')}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Description, meeting point, start times and closing of bookings, what is and is not included, languages. */
export function MicroTourDetailSections({ tour }: { tour: MicroTourDetail }) {
  const { t } = useLingui();
  const hours = MICRO_TOUR_BOOKING_CLOSE_HOURS;
  const plan = isWeeklyTimes(tour.weekly_times) ? tour.weekly_times : {};
  const hasInclusions = tour.whats_included.length > 0 || tour.whats_not.length > 0;
  return (
    <div className="space-y-8">
      {tour.description && (
        <DetailSection title={t`About this tour`}>
          <p
            lang={fieldLang(tour, 'description')}
            className="leading-relaxed whitespace-pre-line text-stone-700"
          >
            {tour.description}
          </p>
        </DetailSection>
      )}
      {(tour.meeting_point || tour.meeting_lat !== null) && (
        <DetailSection title={t`Meeting point`}>
          {tour.meeting_point && (
            <p lang={fieldLang(tour, 'meeting_point')} className="flex gap-2.5 text-stone-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              {tour.meeting_point}
            </p>
          )}
          {tour.meeting_lat !== null && (
            <div className="mt-4">
              <Suspense fallback={<div className="aspect-[4/3] w-full sm:aspect-[2/1]" />}>
                <PlaceMap row={tour} />
              </Suspense>
            </div>
          )}
        </DetailSection>
      )}
      <DetailSection title={t`Start times`}>
        <div className="flex gap-2.5 text-stone-700">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div className="flex flex-col gap-2">
            <WeeklyTimesList plan={plan} />
            <p>
              <Trans>
                Local time. Bookings close <Plural value={hours} one="# hour" other="# hours" />{' '}
                before the start.
              </Trans>
            </p>
          </div>
        </div>
      </DetailSection>
      {hasInclusions && (
        <section className="grid gap-8 border-t border-stone-200 pt-6 sm:grid-cols-2">
          {tour.whats_included.length > 0 && (
            <div>
              <h2 className="text-xl font-semibold text-stone-900">
                <Trans>What's included</Trans>
              </h2>
              <div className="mt-3">
                <ItemList
                  items={tour.whats_included}
                  kind="included"
                  lang={fieldLang(tour, 'whats_included')}
                />
              </div>
            </div>
          )}
          {tour.whats_not.length > 0 && (
            <div>
              <h2 className="text-xl font-semibold text-stone-900">
                <Trans>Not included</Trans>
              </h2>
              <div className="mt-3">
                <ItemList
                  items={tour.whats_not}
                  kind="excluded"
                  lang={fieldLang(tour, 'whats_not')}
                />
              </div>
            </div>
          )}
        </section>
      )}
      {tour.language.length > 0 && (
        <DetailSection title={t`Languages`}>
          <ul className="flex flex-wrap gap-2">
            {tour.language.map((language) => (
              <li
                key={language}
                className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
              >
                {language}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </div>
  );
}
