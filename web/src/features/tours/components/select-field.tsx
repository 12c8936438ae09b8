import { ChevronDown } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

export type SelectOption = { value: string; label: string };

/**
 * A labelled native select: keyboard, screen reader and phone pickers behave as people expect.
 * NOTE: kept in this feature until a second feature needs it; then it belongs in components/ui.
 */
export function SelectField({
  id,
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value)}
          className={cn(
            'h-10 w-full appearance-none rounded-md border border-stone-300 bg-white pr-9 pl-3 text-sm text-stone-900',
            'focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40',
          )}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}
