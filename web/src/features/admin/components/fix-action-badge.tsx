import { cn } from '../../../lib/cn';
import { actionBadgeClassOf } from '../lib/fix-result-display';

/** An outcome's coloured badge; `label` words it when the tool has its own word for it. */
export function FixActionBadge({ action, label }: { action: string; label?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
        actionBadgeClassOf(action),
      )}
    >
      {label ?? action}
    </span>
  );
}
