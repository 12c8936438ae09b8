import '../messages';
import type { AchievementId, AchievementMeasure } from '@app/domain/achievements';
import { formatCalendarDay, formatNumber } from '@app/domain/locale-format';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Globe2, Leaf, MessageSquareQuote, Train, Utensils } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { useAchievements } from '../api/get-achievements';

const badges: Record<
  AchievementId,
  { icon: ComponentType<{ className?: string }>; title: MessageDescriptor; text: MessageDescriptor }
> = {
  'green-starter': {
    icon: Leaf,
    title: msg`Green Starter`,
    text: msg`Took your first flight-free trip.`,
  },
  'local-flavours': {
    icon: Utensils,
    title: msg`Local Flavours`,
    text: msg`Joined a gastronomy tour.`,
  },
  explorer: {
    icon: Globe2,
    title: msg`Explorer`,
    text: msg`Travelled in three European countries.`,
  },
  'rail-rover': {
    icon: Train,
    title: msg`Rail Rover`,
    text: msg`Travelled 1,000 km by train to your trips.`,
  },
  'climate-saver': {
    icon: Award,
    title: msg`Climate Saver`,
    text: msg`Saved 100 kg of CO₂ against flying.`,
  },
  'trusted-voice': {
    icon: MessageSquareQuote,
    title: msg`Trusted Voice`,
    text: msg`Reviewed a trip you took.`,
  },
};

/** '2 of 3 countries', '612 of 1,000 km by train'. */
function progressText(measure: AchievementMeasure, current: string, target: number): string {
  switch (measure) {
    case 'trips':
      return plural(target, { one: `${current} of # trip`, other: `${current} of # trips` });
    case 'gastro-trips':
      return plural(target, {
        one: `${current} of # gastronomy tour`,
        other: `${current} of # gastronomy tours`,
      });
    case 'countries':
      return plural(target, { one: `${current} of # country`, other: `${current} of # countries` });
    case 'rail-km':
      return plural(target, {
        one: `${current} of # km by train`,
        other: `${current} of # km by train`,
      });
    case 'saved-kg':
      return plural(target, {
        one: `${current} of # kg CO₂ saved`,
        other: `${current} of # kg CO₂ saved`,
      });
    case 'reviews':
      return plural(target, { one: `${current} of # review`, other: `${current} of # reviews` });
  }
}

function AchievementsSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <li key={key}>
          <Skeleton className="h-44 w-full rounded-xl" />
        </li>
      ))}
    </ul>
  );
}

/** The member's badges, counted on the server from their trips that took place. */
export function AchievementsTab({ userId, homeQuery }: { userId: string; homeQuery: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const achievements = useAchievements(userId, homeQuery);

  if (achievements.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="font-semibold text-red-900">
          <Trans>Error loading your achievements</Trans>
        </p>
        <p className="mt-1 text-sm text-red-900">
          <Trans>Please try again later.</Trans>
        </p>
      </div>
    );
  }
  const data = achievements.data;
  return (
    <div>
      <p className="text-sm text-stone-600">
        <Trans>
          Badges earned from your trips that took place. Cancelled bookings never count.
        </Trans>
      </p>
      {data && !data.hasHome && (
        <p className="mt-2 text-sm text-stone-600">
          <Trans>
            Set your home city to count the kilometres you travel by train and the CO₂ you save.
          </Trans>
        </p>
      )}
      {!data ? (
        <AchievementsSkeleton />
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.achievements.map(({ id, measure, target, current, earnedOn }) => {
            const { icon: Icon, title, text } = badges[id];
            const progress = progressText(measure, formatNumber(current, locale), target);
            const earnedDay = earnedOn && formatCalendarDay(earnedOn, 'mediumDay', locale);
            return (
              <li key={id}>
                <Card
                  className={cn(
                    'flex h-44 flex-col p-5',
                    earnedDay ? 'border-emerald-300 bg-emerald-50!' : 'border-dashed bg-stone-50!',
                  )}
                >
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-10 shrink-0 items-center justify-center rounded-full',
                        earnedDay ? 'bg-emerald-700 text-white' : 'bg-stone-200 text-stone-600',
                      )}
                    >
                      <Icon className="size-5" />
                    </span>
                    <h3 className="font-semibold text-stone-900">{t(title)}</h3>
                  </div>
                  <p className="mt-2 text-sm text-stone-700">{t(text)}</p>
                  <div className="mt-auto">
                    {earnedDay ? (
                      <p className="text-sm font-medium text-emerald-800">
                        <Trans>Earned on {earnedDay}</Trans>
                      </p>
                    ) : (
                      <>
                        <p className="text-xs font-medium text-stone-600">{progress}</p>
                        <div
                          role="progressbar"
                          aria-label={t(title)}
                          aria-valuemin={0}
                          aria-valuemax={target}
                          aria-valuenow={current}
                          aria-valuetext={progress}
                          className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200"
                        >
                          <div
                            className="h-full rounded-full bg-emerald-600"
                            style={{ width: `${(current / target) * 100}%` }}
                          />
                        </div>
                      </>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
