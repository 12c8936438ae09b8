import '../messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Leaf, Train, Utensils } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** The badges a member will be able to earn; none is counted from trips yet. */
const achievements = [
  {
    id: 'green-starter',
    icon: Leaf,
    title: msg`Green Starter`,
    text: msg`Booked your first eco-friendly tour.`,
  },
  {
    id: 'rail-rover',
    icon: Train,
    title: msg`Rail Rover`,
    text: msg`Travelled three tours without flying.`,
  },
  {
    id: 'local-flavours',
    icon: Utensils,
    title: msg`Local Flavours`,
    text: msg`Joined a gastronomy tour.`,
  },
  {
    id: 'explorer',
    icon: Award,
    title: msg`Explorer`,
    text: msg`Visited five European countries.`,
  },
] as const;

export function AchievementsTab() {
  const { t } = useLingui();
  return (
    <div>
      <p className="text-sm text-stone-600">
        <Trans>
          Badges you can earn as you travel. They will be counted from the trips you take; none is
          counted yet.
        </Trans>
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {achievements.map(({ id, icon: Icon, title, text }) => (
          <li key={id}>
            <Card className="h-full border-dashed bg-stone-50! p-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-stone-100 text-stone-600"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-stone-900">{t(title)}</h3>
              <p className="mt-1 text-sm text-stone-700">{t(text)}</p>
              <p className="mt-2 text-xs font-medium text-stone-600">
                <Trans>Not earned yet</Trans>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
