import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. NOTE: it does not resolve conflicting Tailwind utilities (tailwind-merge
 * would cost 8 KB on the first page); a component's caller overrides with `!` when it must.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
