import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900',
        'placeholder:text-stone-500 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900',
        'placeholder:text-stone-500 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40',
        className,
      )}
      {...props}
    />
  );
}
