/**
 * The catalogue filters on integer copies of its numeric columns (`price_cents`,
 * `duration_minutes`; docs/decisions/004-portable-catalogue-plans.md): only integer comparisons
 * let PostgreSQL plan with column statistics under row-level security on any host.
 *
 * These helpers turn a bound in euros or hours into the integer bound that selects exactly the
 * rows the numeric bound selected. A number is read as the decimal it prints as, because that is
 * the text supabase-js sent and PostgreSQL read as `numeric`: 0.29 is 29 cents, not the binary
 * 0.28999… that `0.29 * 100` gives.
 */

/** public.eur stays below 10^10 euros, so no price reaches this many cents. */
export const PRICE_CENTS_LIMIT = 1_000_000_000_000;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** ⌊value × factor⌋ ('down') or ⌈value × factor⌉ ('up'), exactly, clamped to ±limit. */
function scaleToInteger(value: number, factor: number, round: 'down' | 'up', limit: number) {
  const match = Number.isFinite(value) ? DECIMAL.exec(String(value)) : null;
  if (!match) throw new RangeError(`${value} is not a finite number`);
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const negative = sign === '-';
  const exponent = Number(exponentText) - fraction.length;
  // |value| × factor = digits × factor × 10^exponent
  let magnitude = BigInt(whole! + fraction) * BigInt(factor);
  let exact = true;
  if (exponent >= 0) {
    magnitude *= 10n ** BigInt(exponent);
  } else {
    const divisor = 10n ** BigInt(-exponent);
    exact = magnitude % divisor === 0n;
    magnitude /= divisor;
  }
  // magnitude is now ⌊|value| × factor⌋; rounding up a positive or down a negative adds one.
  if (!exact && (round === 'up') !== negative) magnitude += 1n;
  const bound = BigInt(limit);
  if (magnitude > bound) magnitude = bound;
  return Number(negative ? -magnitude : magnitude);
}

/** `price_cents >= centsAtLeast(x)` selects the rows of `price_eur >= x`. */
export const centsAtLeast = (euros: number) => scaleToInteger(euros, 100, 'up', PRICE_CENTS_LIMIT);

/** `price_cents <= centsAtMost(x)` selects the rows of `price_eur <= x`. */
export const centsAtMost = (euros: number) => scaleToInteger(euros, 100, 'down', PRICE_CENTS_LIMIT);

/** The cents of a price that is a whole number of cents, or null when no price can equal it. */
export function exactCents(euros: number): number | null {
  const cents = centsAtMost(euros);
  return cents === centsAtLeast(euros) ? cents : null;
}

/** `duration_minutes >= minutesAtLeast(h)` selects the rows of `duration_hours >= h`. */
export const minutesAtLeast = (hours: number) =>
  scaleToInteger(hours, 60, 'up', Number.MAX_SAFE_INTEGER);

/** `duration_minutes <= minutesAtMost(h)` selects the rows of `duration_hours <= h`. */
export const minutesAtMost = (hours: number) =>
  scaleToInteger(hours, 60, 'down', Number.MAX_SAFE_INTEGER);
