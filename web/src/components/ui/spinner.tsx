import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A centred spinner with a text for screen readers (and, optionally, for everyone). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3', className)}>
      <LoaderCircle
        aria-hidden="true"
        className="size-8 animate-spin text-emerald-700 motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-sm text-stone-600' : 'sr-only'}>
        {label ?? t`Loading...`}
      </span>
    </div>
  );
}
