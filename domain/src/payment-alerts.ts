import { z } from 'zod';
import { PAYMENT_ALERT_KINDS } from './generated/db-rules.js';

/** One payment alert as admins read it from `/rest/v1/payment_alerts` (migration 0035). */
export const paymentAlertRowSchema = z.object({
  id: z.string(),
  kind: z.string().refine((kind) => PAYMENT_ALERT_KINDS.includes(kind), 'unknown alert kind'),
  message: z.string(),
  topup_id: z.string().nullable(),
  provider_reference: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type PaymentAlertRow = z.output<typeof paymentAlertRowSchema>;

/** Each kind the database knows (PAYMENT_ALERT_KINDS), in the admin's words. */
export const paymentAlertKindLabels: Readonly<Record<string, string>> = {
  amount_mismatch: 'Paid another amount than asked',
  foreign_attempt: 'Paid session names another top-up',
  event_mismatch: 'Signed event contradicts Stripe',
  unknown_session: 'Session unknown to Stripe',
  withdrawal_mismatch: 'Refund names a withdrawal it is not',
};

export const paymentAlertKindLabel = (kind: string): string => paymentAlertKindLabels[kind] ?? kind;
