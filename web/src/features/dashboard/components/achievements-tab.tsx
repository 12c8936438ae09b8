import { Award, Leaf, Train, Utensils } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** The badges a member will be able to earn; none is counted from trips yet. */
const achievements = [
  { icon: Leaf, title: 'Green Starter', text: 'Booked your first eco-friendly tour.' },
  { icon: Train, title: 'Rail Rover', text: 'Travelled three tours without flying.' },
  { icon: Utensils, title: 'Local Flavours', text: 'Joined a gastronomy tour.' },
  { icon: Award, title: 'Explorer', text: 'Visited five European countries.' },
] as const;

export function AchievementsTab() {
  return (
    <div>
      <p className="text-sm text-stone-600">
        Badges you can earn as you travel. They will be counted from the trips you take; none is
        counted yet.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {achievements.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full border-dashed bg-stone-50! p-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-stone-100 text-stone-600"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 text-sm text-stone-700">{text}</p>
              <p className="mt-2 text-xs font-medium text-stone-600">Not earned yet</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
