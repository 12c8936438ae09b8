import {
  type ReceiptFacts,
  receiptFactsSchema,
  type ReceiptKind,
  receiptKindSchema,
  type ReceiptOperator,
  receiptOperatorSchema,
  RECEIPT_TAX_MODES,
} from '@app/domain/receipts';
import type pg from 'pg';
import { z } from 'zod';

const euros = z.coerce.number().refine((value) => Number.isFinite(value));

/** The columns a receipt's PDF and CSV line are made from (public.receipts, migration 0063). */
export const RECEIPT_COLUMNS = `r.number, r.issued_at, r.issued_on::text as issued_on, r.kind,
  r.user_id, r.booking_id, r.direction, r.amount_eur::text as amount_eur, r.billed_name,
  r.billed_email, r.description, r.operator, r.tax_mode, r.vat_rate::text as vat_rate,
  r.vat_eur::text as vat_eur`;

const receiptRowSchema = z.object({
  number: z.string(),
  issued_at: z.date(),
  issued_on: z.string(),
  kind: receiptKindSchema,
  user_id: z.guid(),
  booking_id: z.guid().nullable(),
  direction: z.enum(['credit', 'debit']),
  amount_eur: euros,
  billed_name: z.string().nullable(),
  billed_email: z.string(),
  description: receiptFactsSchema,
  operator: receiptOperatorSchema,
  tax_mode: z.enum(RECEIPT_TAX_MODES),
  vat_rate: euros.nullable(),
  vat_eur: euros.nullable(),
});

/** A receipt as it was issued: nothing on it changes afterwards. */
export interface Receipt {
  number: string;
  issuedAt: Date;
  /** YYYY-MM-DD in the operator's time zone. */
  issuedOn: string;
  kind: ReceiptKind;
  userId: string;
  bookingId: string | null;
  /** The wallet's side: money came in (credit) or went out (debit). */
  direction: 'credit' | 'debit';
  amountEur: number;
  billedName: string | null;
  billedEmail: string;
  facts: ReceiptFacts;
  operator: ReceiptOperator;
  tax:
    | { mode: 'vat'; ratePercent: number; vatEur: number }
    | { mode: 'margin_scheme' }
    | { mode: 'on_account' };
}

export function toReceipt(row: unknown): Receipt {
  const parsed = receiptRowSchema.parse(row);
  return {
    number: parsed.number,
    issuedAt: parsed.issued_at,
    issuedOn: parsed.issued_on,
    kind: parsed.kind,
    userId: parsed.user_id,
    bookingId: parsed.booking_id,
    direction: parsed.direction,
    amountEur: parsed.amount_eur,
    billedName: parsed.billed_name,
    billedEmail: parsed.billed_email,
    facts: parsed.description,
    operator: parsed.operator,
    tax:
      parsed.tax_mode === 'vat'
        ? { mode: 'vat', ratePercent: parsed.vat_rate ?? 0, vatEur: parsed.vat_eur ?? 0 }
        : { mode: parsed.tax_mode },
  };
}

/**
 * The receipt of a booking's payment, read with the server's own connection (the confirmation
 * mail attaches it); undefined for a booking paid without the ledger (a seed's).
 */
export async function loadBookingReceipt(
  db: Pick<pg.ClientBase, 'query'>,
  bookingId: string,
): Promise<Receipt | undefined> {
  const { rows } = await db.query(
    `select ${RECEIPT_COLUMNS} from public.receipts r
      where r.booking_id = $1 and r.kind = 'booking'
      order by r.year, r.sequence limit 1`,
    [bookingId],
  );
  return rows.length === 0 ? undefined : toReceipt(rows[0]);
}

/**
 * The receipt of kind `kind` a booking's latest money movement got, issued at or after `since`
 * (a refund, a date change's fee or difference, a booking paid from the waiting list); none
 * when that movement moved no money.
 */
export async function loadLatestBookingReceipt(
  db: Pick<pg.ClientBase, 'query'>,
  bookingId: string,
  kind: 'booking' | 'refund' | 'date_change',
  since?: Date,
): Promise<Receipt | undefined> {
  const { rows } = await db.query(
    `select ${RECEIPT_COLUMNS} from public.receipts r
      where r.booking_id = $1 and r.kind = $2 and ($3::timestamptz is null or r.issued_at >= $3)
      order by r.year desc, r.sequence desc limit 1`,
    [bookingId, kind, since ?? null],
  );
  return rows.length === 0 ? undefined : toReceipt(rows[0]);
}
