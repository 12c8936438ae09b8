// NOTE: no zod here, like catalogue-constants: browser pages import `@app/domain/money` directly.
import {
  TOPUP_DAILY_MAX_EUR,
  TOPUP_HOURLY_MAX_COUNT,
  TOPUP_MAX_EUR,
} from './generated/db-rules.js';

declare const centsBrand: unique symbol;

/**
 * Whole euro cents: every money sum is made in integers, so 3 × 9.99 is 29.97, not 29.969999.
 * Branded, so a euro amount cannot be added to cents by mistake: cents come from `toCents` and
 * the operations below only.
 */
export type Cents = number & { readonly [centsBrand]: true };

const isCents = (value: number): value is Cents => Number.isSafeInteger(value);

function cents(value: number): Cents {
  if (!isCents(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value;
}

/** The one converter from a euro amount (as the wire and the database give it) to cents. */
export const toCents = (euros: number): Cents => cents(Math.round(euros * 100));
export const fromCents = (amount: Cents): number => amount / 100;
export const addCents = (...amounts: readonly Cents[]): Cents =>
  cents(amounts.reduce<number>((sum, amount) => sum + amount, 0));
/** A sum of euro amounts, made in cents. */
export const sumEuros = (amounts: readonly number[]): number =>
  fromCents(addCents(...amounts.map(toCents)));
/** An amount times a whole count (travelers, items). */
export const timesCents = (amount: Cents, count: number): Cents => cents(amount * count);

/** A positive euro amount with at most two decimals (what the database's `eur` type stores). */
export function isEuroAmount(value: number): boolean {
  return Number.isFinite(value) && value > 0 && Math.abs(value * 100 - toCents(value)) < 1e-6;
}

// Made on first use: a page that imports this module for its arithmetic does not pay for a
// number format it never shows (the first one a page makes loads its locale's data).
let euros: Intl.NumberFormat | undefined;

/** Euros with two decimals, as for wallet and booking amounts: '€1,234.50'. */
export const formatEuros = (amount: number): string =>
  (euros ??= new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(amount);

/** How a member chose a top-up's amount: a preset button, or one they typed. */
export const topUpKinds = ['quick', 'custom'] as const;
export type TopUpKind = (typeof topUpKinds)[number];

/** The ledger note of a member's top-up (spec: 'Quick top-up of {amount}', 'Custom top-up of {amount}'). */
export function topUpNotes(kind: TopUpKind, amount: number): string {
  return `${kind === 'quick' ? 'Quick' : 'Custom'} top-up of ${formatEuros(amount)}`;
}

/**
 * One top-up, and all of a member's top-ups in a rolling 24 hours, at most TOPUP_MAX_EUR and
 * TOPUP_DAILY_MAX_EUR euros; at most TOPUP_HOURLY_MAX_COUNT top-ups per member in a rolling hour.
 */
export { TOPUP_DAILY_MAX_EUR, TOPUP_HOURLY_MAX_COUNT, TOPUP_MAX_EUR };

/** The top-up form's quick amounts, the same on the wallet page and the dashboard's wallet tab. */
export const QUICK_TOPUPS = [10, 20, 50, 100, 250] as const;

const roundUpTo = (amount: number, step: number) =>
  Math.ceil(toCents(amount) / (step * 100)) * step;

/**
 * The booking dialog's offers for a shortfall: rounded up to the next 10, 50, 100 and 200, only
 * those that cover it, without repeats, at most four.
 */
export function quickTopUpAmounts(missingEur: number): number[] {
  if (!(missingEur > 0)) return [];
  const offers = [10, 50, 100, 200].map((step) => roundUpTo(missingEur, step));
  return [...new Set(offers)].filter((amount) => amount >= missingEur).slice(0, 4);
}

/** 'Top Up & Book' tops up the shortfall rounded up to the next 10. */
export const topUpAndBookAmount = (missingEur: number): number => roundUpTo(missingEur, 10);

/** The wallet page's shortfall top-up: the shortfall rounded up to whole euros. */
export const shortfallTopUpAmount = (missingEur: number): number => roundUpTo(missingEur, 1);

/** What a traveller quotes: the first 8 characters of the booking id, upper case. */
export const bookingReference = (bookingId: string): string => bookingId.slice(0, 8).toUpperCase();
