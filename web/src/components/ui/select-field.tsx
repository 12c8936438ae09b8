import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, Label } from './label';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  /** Shown after the label, e.g. a required mark. */
  labelExtra?: ReactNode;
  /** The choices, when they are plain value/label pairs; otherwise pass <option> children. */
  options?: readonly SelectOption[];
  onValueChange?: (value: string) => void;
  /** A message shown under the select and announced with it. */
  error?: string;
};

/** A labelled native select: the phone's own picker, keyboard and screen-reader support. */
export function SelectField({
  id,
  label,
  labelExtra,
  options,
  onValueChange,
  onChange,
  className,
  children,
  error,
  ...props
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {labelExtra}
      </Label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          className={cn(
            'h-10 w-full appearance-none truncate rounded-md border border-stone-300 bg-white py-0 pr-9 pl-3 text-base text-stone-900 sm:text-sm',
            'focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600',
          )}
          {...props}
        >
          {options
            ? options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
