import { CalendarRange, Compass, Flower2, HeartHandshake, TrainFront, Trees } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ArticleCategory } from '../content/articles';

/** The icon and gradient of the tile shown while a cover loads or when it cannot load. */
export const articleCategoryStyles: Record<ArticleCategory, { icon: LucideIcon; tile: string }> = {
  'Travel Tips': { icon: Compass, tile: 'from-sky-700 to-emerald-600' },
  Conservation: { icon: Trees, tile: 'from-emerald-800 to-lime-600' },
  'Community Impact': { icon: HeartHandshake, tile: 'from-amber-700 to-rose-600' },
  Wellness: { icon: Flower2, tile: 'from-teal-700 to-cyan-500' },
  'Climate Action': { icon: TrainFront, tile: 'from-emerald-900 to-teal-600' },
  Planning: { icon: CalendarRange, tile: 'from-indigo-700 to-sky-500' },
};
