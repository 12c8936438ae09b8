import '../messages';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { articleCategories } from '../content/articles';
import type { CategoryFilter } from '../lib/filter-articles';
import { categoryLabels } from './article-category-label';

const chips: CategoryFilter[] = ['All', ...articleCategories];

export function CategoryChips({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Filter by category`} className="flex flex-wrap gap-2">
      {chips.map((category) => {
        const isPressed = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(category)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              isPressed
                ? 'bg-emerald-700 text-white hover:bg-emerald-800'
                : 'border border-stone-300 bg-white text-stone-700 hover:border-emerald-700 hover:text-emerald-800',
            )}
          >
            {t(categoryLabels[category])}
          </button>
        );
      })}
    </div>
  );
}
