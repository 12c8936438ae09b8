import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReceiptKind, ReceiptTaxMode } from '@app/domain/receipts';

/** What each receipt is for, in the page's language (the PDF's own words are the server's). */
export const receiptKindLabels: Record<ReceiptKind, MessageDescriptor> = {
  top_up: msg`Wallet top-up`,
  booking: msg`Booking`,
  date_change: msg`Date change`,
  refund: msg`Cancellation refund`,
  withdrawal: msg`Withdrawal`,
};

export const receiptTaxLabels: Record<ReceiptTaxMode, MessageDescriptor> = {
  vat: msg`VAT included`,
  margin_scheme: msg`Margin scheme`,
  on_account: msg`Payment on account (no VAT)`,
};
