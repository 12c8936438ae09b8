import { z } from 'zod';
import { RECEIPT_NUMBER_DIGITS, RECEIPT_RANGE_MAX_DAYS } from './generated/db-rules.js';

/**
 * Receipts (migration 0063, docs/decisions/036-receipts.md): one per top-up, booking, date
 * change, cancellation refund and withdrawal, numbered per year without gaps.
 */

/** The kinds, as `app_rules.receipt_kinds()` lists them (receipts.test.ts keeps them equal). */
export const RECEIPT_KIND_VALUES = [
  'top_up',
  'booking',
  'date_change',
  'refund',
  'withdrawal',
] as const;
export const receiptKindSchema = z.enum(RECEIPT_KIND_VALUES);
export type ReceiptKind = z.infer<typeof receiptKindSchema>;

export const RECEIPT_TAX_MODES = ['vat', 'margin_scheme', 'on_account'] as const;
export type ReceiptTaxMode = (typeof RECEIPT_TAX_MODES)[number];

/** `2026-000042`: the year of issue and its sequence, at least RECEIPT_NUMBER_DIGITS digits. */
export const RECEIPT_NUMBER_PATTERN = new RegExp(`^\\d{4}-\\d{${RECEIPT_NUMBER_DIGITS},9}$`);
export const receiptNumberSchema = z
  .string()
  .trim()
  .regex(RECEIPT_NUMBER_PATTERN, 'A receipt number is a year and a sequence: 2026-000042.');

/** What a receipt's PDF is called, mailed or downloaded. */
export const receiptFileName = (number: string): string => `receipt-${number}.pdf`;

/** `receipt-file`: one receipt's PDF, in the language of the page it is downloaded from. */
export const receiptFileRequestSchema = z.object({
  number: receiptNumberSchema,
  /** Refused with `unsupported_locale` when not a site language (as `ticket-file`). */
  locale: z.string().max(35).optional(),
});
export type ReceiptFileRequest = z.infer<typeof receiptFileRequestSchema>;

const isoDaySchema = z.iso.date('A day is written YYYY-MM-DD.');

/** `receipts-export`: the receipts issued from one day to another (both included), as CSV. */
export const receiptsExportRequestSchema = z.object({
  from: isoDaySchema,
  to: isoDaySchema,
  locale: z.string().max(35).optional(),
});
export type ReceiptsExportRequest = z.infer<typeof receiptsExportRequestSchema>;

export { RECEIPT_RANGE_MAX_DAYS };

/** Days from `from` to `to`, both included (1 for one day); ≤ 0 when `to` is before `from`. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** Why a range cannot be listed or exported, or undefined when it can. */
export function receiptRangeProblem(from: string, to: string): 'reversed' | 'too_long' | undefined {
  const days = daysInRange(from, to);
  if (days < 1) return 'reversed';
  if (days > RECEIPT_RANGE_MAX_DAYS) return 'too_long';
  return undefined;
}

/** What the CSV export is called. */
export const receiptsExportFileName = (from: string, to: string): string =>
  `receipts-${from}-to-${to}.csv`;

const euros = z.coerce.number().refine((value) => Number.isFinite(value));

/** What a receipt says about what was paid for (the `description` snapshot). */
export const receiptFactsSchema = z.object({
  bookingId: z.string().optional(),
  reference: z.string().optional(),
  listing: z.enum(['tour', 'micro_tour']).optional(),
  title: z.string().optional(),
  titleTranslations: z.record(z.string(), z.string()).optional(),
  startDate: z.string().optional(),
  travelers: z.number().int().optional(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  feeEur: euros.optional(),
  priceDifferenceEur: euros.optional(),
  refundPercent: z.number().int().nullable().optional(),
  cancelledBy: z.string().nullable().optional(),
  topupId: z.string().nullable().optional(),
  provider: z.string().nullable().optional(),
});
export type ReceiptFacts = z.infer<typeof receiptFactsSchema>;

/** The operator's legal details as issued with a receipt. */
export const receiptOperatorSchema = z.object({
  name: z.string(),
  address: z.string(),
  vatId: z.string().optional(),
  registration: z.string().optional(),
});
export type ReceiptOperator = z.infer<typeof receiptOperatorSchema>;

/** The columns a member's list reads from /rest/v1/receipts. */
export const RECEIPT_LIST_COLUMNS = 'id, number, issued_at, kind, direction, amount_eur';
export const receiptListRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  issued_at: z.string(),
  kind: receiptKindSchema,
  direction: z.enum(['credit', 'debit']),
  amount_eur: euros,
});
export type ReceiptListRow = z.infer<typeof receiptListRowSchema>;

/** The columns the admins' list reads. */
export const ADMIN_RECEIPT_COLUMNS = `${RECEIPT_LIST_COLUMNS}, issued_on, billed_name, billed_email, description, tax_mode, vat_rate, vat_eur`;
export const adminReceiptRowSchema = receiptListRowSchema.extend({
  issued_on: z.string(),
  billed_name: z.string().nullable(),
  billed_email: z.string(),
  description: receiptFactsSchema,
  tax_mode: z.enum(RECEIPT_TAX_MODES),
  vat_rate: euros.nullable(),
  vat_eur: euros.nullable(),
});
export type AdminReceiptRow = z.infer<typeof adminReceiptRowSchema>;
