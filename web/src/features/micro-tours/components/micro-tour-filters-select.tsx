import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/** A labelled native select: the phone's own picker, keyboard and screen-reader support. */
export function FilterSelect({
  id,
  label,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { id: string; label: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          className={cn(
            'h-10 w-full appearance-none truncate rounded-md border border-stone-300 bg-white py-0 pr-9 pl-3 text-sm text-stone-900',
            'focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}
