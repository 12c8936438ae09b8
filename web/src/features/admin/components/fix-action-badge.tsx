import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fixActions, type FixAction } from '@app/domain/image-fixing';
import { cn } from '../../../lib/cn';
import { actionBadgeClassOf } from '../lib/fix-result-display';

const actionWords: Record<FixAction, MessageDescriptor> = {
  updated: msg`updated`,
  skipped: msg`skipped`,
  failed: msg`failed`,
};

/** An outcome's word in the page's language; an unknown outcome shows as it is. */
export function useFixActionWord() {
  const { t } = useLingui();
  return (action: string) => {
    const known = fixActions.find((fixAction) => fixAction === action);
    return known ? t(actionWords[known]) : action;
  };
}

/** An outcome's coloured badge; `label` words it when the tool has its own word for it. */
export function FixActionBadge({ action, label }: { action: string; label?: string }) {
  const wordOf = useFixActionWord();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
        actionBadgeClassOf(action),
      )}
    >
      {label ?? wordOf(action)}
    </span>
  );
}
