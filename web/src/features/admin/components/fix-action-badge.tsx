import { cn } from '../../../lib/cn';
import { actionBadgeClassOf } from '../lib/fix-result-display';

export function FixActionBadge({ action }: { action: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
        actionBadgeClassOf(action),
      )}
    >
      {action}
    </span>
  );
}
