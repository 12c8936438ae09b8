import { z } from 'zod';

/** A number typed into an input (a string there): required, then a number. */
export function typedNumber(requiredMessage: string | (() => string)) {
  return z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .transform(Number)
    .pipe(z.number({ error: requiredMessage }));
}

/** Whether an amount has at most `decimals` decimals (2 for euros), allowing float noise. */
export function hasDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** An address a picture may be read from: our own path or a web address. Blank is allowed. */
export const isPictureUrl = (url: string) => url === '' || /^(https?:\/\/|\/)/.test(url);

/** A list edited one row per entry. */
export const listSchema = z.array(z.object({ value: z.string() }));

export const oneBlankRow = () => [{ value: '' }];

/** A stored list as form rows; an empty list gets one blank row to type into. */
export const listRows = (values: readonly string[]) =>
  values.length > 0 ? values.map((value) => ({ value })) : oneBlankRow();

/** Entries trimmed, blank ones dropped (the spec's rule for the tour's text lists). */
export function cleanList(entries: readonly { value: string }[]): string[] {
  return entries.map(({ value }) => value.trim()).filter((value) => value !== '');
}

export const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The first message among a list field's errors, wherever react-hook-form put it: on the list
 * (its length), on its root, or on one of its rows' values.
 */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = messageOf(error) ?? ('root' in error ? messageOf(error.root) : undefined);
  if (own) return own;
  if (Array.isArray(error)) {
    const rows: unknown[] = error;
    for (const row of rows) {
      const rowMessage =
        typeof row === 'object' && row && 'value' in row ? messageOf(row.value) : undefined;
      if (rowMessage) return rowMessage;
    }
  }
  return undefined;
}

/** A react-hook-form error's message, when it has a non-empty one. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}
