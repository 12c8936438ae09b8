import type { Locale } from '@app/domain/locales';
import type pg from 'pg';
import type { MemberNotice } from '../mail/booking-mails.js';
import type { MailAttachment } from '../mail/mailer.js';
import { loadLatestBookingReceipt } from './receipt-details.js';
import { receiptPdfFile, renderReceiptPdf } from './receipt-pdf.js';

/** A receipt as a mail carries it: its number for the text, its PDF for the attachments. */
export interface MailedReceipt {
  number: string;
  file: MailAttachment;
}

/**
 * The receipt of the money a member notice tells of: a refund (a cancelled departure or
 * booking) or a booking paid from the waiting list; none for a cancellation that refunded
 * nothing, nor for the notices that move no money of a booking.
 */
export async function noticeReceipt(
  db: Pick<pg.ClientBase, 'query'>,
  notice: MemberNotice,
  locale: Locale,
): Promise<MailedReceipt | undefined> {
  let kind: 'refund' | 'booking';
  switch (notice.kind) {
    case 'departure_cancelled':
    case 'booking_cancelled':
      kind = 'refund';
      break;
    case 'waitlist_booked':
      kind = 'booking';
      break;
    default:
      return undefined;
  }
  const receipt = await loadLatestBookingReceipt(db, notice.booking_id, kind);
  if (!receipt) return undefined;
  return {
    number: receipt.number,
    file: receiptPdfFile(receipt, await renderReceiptPdf(receipt, locale)),
  };
}
