import { Award, Leaf, Train, Utensils } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** The spec's achievements are static samples, not read from the backend. */
const sampleAchievements = [
  {
    icon: Leaf,
    title: 'Green Starter',
    text: 'Booked your first eco-friendly tour.',
    earned: true,
  },
  { icon: Train, title: 'Rail Rover', text: 'Travelled three tours without flying.', earned: true },
  { icon: Utensils, title: 'Local Flavours', text: 'Joined a gastronomy tour.', earned: false },
  { icon: Award, title: 'Explorer', text: 'Visited five European countries.', earned: false },
] as const;

export function AchievementsTab() {
  return (
    <div>
      <p className="text-sm text-stone-600">
        Sample achievements: badges you can earn as you travel.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {sampleAchievements.map(({ icon: Icon, title, text, earned }) => (
          <li key={title}>
            <Card className={cn('h-full p-5', !earned && 'border-dashed bg-stone-50!')}>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 items-center justify-center rounded-full',
                  earned ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-600',
                )}
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 text-sm text-stone-700">{text}</p>
              <p className="mt-2 text-xs font-medium text-stone-600">
                {earned ? 'Earned' : 'Not earned yet'}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
