import { z } from 'zod';
import { TRAVELERS_RANGE } from './catalogue-constants.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './generated/db-rules.js';
import { isEuroAmount, TOPUP_MAX_EUR, topUpKinds } from './money.js';
import { isLeadName, isPhoneNumber } from './lead-traveller.js';
import { CLOCK_TIME_PATTERN } from './start-times.js';
import { storedTopUpResumeSchema, topUpResumeInputSchema } from './topup-resume.js';

const isoDay = z.iso.date();
const travelers = z.number().int().min(TRAVELERS_RANGE.min).max(TRAVELERS_RANGE.max);
const euros = z.number().nonnegative().max(1e9);

/** The header every money function reads; the app sends a fresh one per user action. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

/** The lead traveller a booking body may carry, trimmed as the forms trim it (migration 0065). */
const leadTravellerSchema = z.strictObject({
  name: z.string().trim().refine(isLeadName, 'Please enter the lead traveler’s name.'),
  phone: z
    .string()
    .trim()
    .refine(
      isPhoneNumber,
      'Please enter a phone number the guide can call, such as +33 6 12 34 56 78.',
    ),
});

/** POST /functions/v1/process-booking: the totals are the browser's; the server recomputes them. */
export const processBookingBodySchema = z.strictObject({
  tourId: z.guid(),
  startDate: isoDay,
  travelers,
  addOnIds: z.array(z.guid()).max(50).default([]),
  baseTotalEUR: euros,
  addOnsTotalEUR: euros,
  grandTotalEUR: euros,
  /** Who leads the party, for the guide; optional for the spec's callers, asked by the app. */
  leadTraveller: leadTravellerSchema.optional(),
});
export type ProcessBookingBody = z.infer<typeof processBookingBodySchema>;

export const topUpAmountSchema = z
  .number()
  .positive('Amount must be greater than 0')
  .max(TOPUP_MAX_EUR, `At most €${TOPUP_MAX_EUR.toLocaleString('en-IE')} per top-up`)
  .refine(isEuroAmount, 'Amount must have at most two decimals');

/**
 * POST /functions/v1/wallet-topup. `kind` picks the ledger note; the spec's body has only the
 * amount, which the wallet page's preset buttons send, so it defaults to a quick top-up.
 */
export const walletTopUpBodySchema = z.strictObject({
  amount_eur: topUpAmountSchema,
  kind: z.enum(topUpKinds).default('quick'),
  /** The booking the top-up interrupted, resumed after a card payment (decision 026). */
  resume: topUpResumeInputSchema.optional(),
});
export type WalletTopUpBody = z.infer<typeof walletTopUpBodySchema>;

/** POST /functions/v1/confirm-micro-tour-booking */
export const confirmMicroTourBookingBodySchema = z.strictObject({
  micro_tour_id: z.guid(),
  travelers,
  start_date: isoDay,
  /** The departure's start time; without it, the day's only one (refused when it has several). */
  start_time: z.string().regex(CLOCK_TIME_PATTERN).optional(),
  /** Who leads the party, for the guide; optional for the spec's callers, asked by the app. */
  lead_traveller: leadTravellerSchema.optional(),
});
export type ConfirmMicroTourBookingBody = z.infer<typeof confirmMicroTourBookingBodySchema>;

/** The booking functions' success answer (spec: Booking result). */
export interface BookingResult {
  success: true;
  booking: {
    id: string;
    tourTitle: string;
    startDate: string;
    /** 'HH:MM' on the tour's wall clock. */
    startTime: string;
    travelers: number;
    totalAmount: number;
  };
  newBalance: number;
}

/** The shortage answer (HTTP 402): nothing was written. */
export interface InsufficientFunds {
  error: 'insufficient_funds';
  currentBalance: number;
  requiredAmount: number;
  missingAmount: number;
}

/** What a credited top-up answers (wallet.top_up's JSON). */
export const topUpResultSchema = z.object({
  success: z.literal(true),
  transaction: z.object({ id: z.string(), amount_eur: z.number(), created_at: z.string() }),
  newBalance: z.number(),
});
export type TopUpResult = z.infer<typeof topUpResultSchema>;

/** A top-up that waits for the card provider: its attempt, pending until the webhook. */
export const pendingTopUpSchema = z.object({
  id: z.guid(),
  amountEur: z.number(),
  status: z.literal('pending'),
  resume: storedTopUpResumeSchema.nullable().default(null),
});
export type PendingTopUp = z.infer<typeof pendingTopUpSchema>;

/** wallet-topup's answer with a card provider: where the member pays. */
export const checkoutTopUpSchema = z.object({
  success: z.literal(true),
  checkoutUrl: z.url({ protocol: /^https?$/ }),
  topup: pendingTopUpSchema,
});
export type CheckoutTopUp = z.infer<typeof checkoutTopUpSchema>;

/** POST /functions/v1/wallet-topup-cancel: the member left the payment page without paying. */
export const walletTopUpCancelBodySchema = z.strictObject({ topup_id: z.guid() });

const REASON_TEXT = 'A reason of 3 to 500 characters is required';
/** What an admin writes for a wallet adjustment or a cancelled departure: the same words for both limits. */
const adminReasonSchema = z.string().trim().min(3, REASON_TEXT).max(500, REASON_TEXT);

/** POST /functions/v1/wallet-adjustment (admins): a credit or debit with its reason. */
export const walletAdjustmentBodySchema = z.strictObject({
  user_id: z.guid(),
  direction: z.enum(['credit', 'debit']),
  amount_eur: topUpAmountSchema,
  reason: adminReasonSchema,
});

/** POST /functions/v1/cancel-booking: a member cancels one of their own paid bookings. */
export const cancelBookingBodySchema = z.strictObject({ booking_id: z.guid() });

/**
 * POST /functions/v1/change-booking-date: a member moves their own paid tour booking to another
 * date of the same tour (terms: app_rules.date_change_terms, DATE_CHANGE_TERMS).
 */
export const changeBookingDateBodySchema = z.strictObject({
  bookingId: z.guid(),
  startDate: isoDay,
});
export type ChangeBookingDateBody = z.infer<typeof changeBookingDateBodySchema>;

/** change-booking-date's answer: euros; `charged` or `refunded` is what the wallet moved. */
export const changeBookingDateResultSchema = z.object({
  success: z.literal(true),
  booking: z.object({
    id: z.string(),
    startDate: isoDay,
    previousStartDate: isoDay,
    dateChanges: z.number().int(),
  }),
  fee: z.number(),
  priceDifference: z.number(),
  charged: z.number(),
  refunded: z.number(),
  newBalance: z.number(),
});
export type ChangeBookingDateResult = z.infer<typeof changeBookingDateResultSchema>;

/** public.date_change_quote: what a move would cost, and why not when it is refused. */
export const dateChangeQuoteSchema = z.object({
  allowed: z.boolean(),
  code: z.string().nullable(),
  message: z.string().nullable(),
  fee: z.number().nullable(),
  priceDifference: z.number().nullable(),
  toPay: z.number().nullable(),
  toRefund: z.number().nullable(),
  seatsLeft: z.number().int().nullable(),
});
export type DateChangeQuote = z.infer<typeof dateChangeQuoteSchema>;

/** POST /functions/v1/join-waitlist: wait in line for a sold-out departure. */
export const joinWaitlistBodySchema = z.strictObject({
  departure_id: z.guid(),
  travelers,
});

/** POST /functions/v1/leave-waitlist: the hold goes back to the wallet. */
export const leaveWaitlistBodySchema = z.strictObject({ entry_id: z.guid() });

/** POST /functions/v1/cancel-departure (admins): every traveller is refunded in full. */
export const cancelDepartureBodySchema = z.strictObject({
  departure_id: z.guid(),
  reason: adminReasonSchema,
});

export const bookingStatuses = ['paid', 'pending', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
