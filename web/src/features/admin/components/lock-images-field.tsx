import '../messages';
import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** The 'Lock images' checkbox of both admin forms; `what` names the locked thing. */
export function LockImagesField({
  what,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { what: 'tour' | 'micro-tour' }) {
  return (
    <label className={cn('flex items-start gap-3', className)}>
      <input type="checkbox" className="mt-0.5 size-4 accent-emerald-700" {...input} />
      <span className="text-sm text-stone-800">
        <span className="font-medium">
          <Trans>Lock images</Trans>
        </span>
        <span className="block text-stone-600">
          {what === 'tour' ? (
            <Trans>Bulk image fixing never changes the pictures of a locked tour.</Trans>
          ) : (
            <Trans>Bulk image fixing never changes the pictures of a locked micro-tour.</Trans>
          )}
        </span>
      </span>
    </label>
  );
}
