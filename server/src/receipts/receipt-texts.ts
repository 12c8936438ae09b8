import {
  formatCalendarDay,
  formatDecimal,
  formatEuros,
  formatNumber,
} from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import type { ReceiptKind } from '@app/domain/receipts';
import { type MailTexts, mailTexts } from '../mail/mail-texts.js';
import type { Receipt } from './receipt-details.js';

/** '2 December 2026' in the reader's language. */
export const receiptDay = (isoDay: string, locale: Locale) =>
  formatCalendarDay(isoDay, 'formalDay', locale);

/** What the receipt is for: 'Booking', 'Cancellation refund', … */
export function receiptKindText(kind: ReceiptKind, { t }: MailTexts): string {
  switch (kind) {
    case 'top_up':
      return t('receipt.kind.topUp');
    case 'booking':
      return t('receipt.kind.booking');
    case 'date_change':
      return t('receipt.kind.dateChange');
    case 'refund':
      return t('receipt.kind.refund');
    case 'withdrawal':
      return t('receipt.kind.withdrawal');
  }
}

/** How the amount moved, said from the member's side. */
export function receiptAmountLabel(receipt: Receipt, { t }: MailTexts): string {
  if (receipt.kind === 'top_up') return t('receipt.amount.paid');
  if (receipt.kind === 'withdrawal') return t('receipt.amount.paidBack');
  return receipt.direction === 'debit'
    ? t('receipt.amount.paidFromWallet')
    : t('receipt.amount.returnedToWallet');
}

/** The booked tour's title in the reader's language, English where it has none. */
const titleIn = (receipt: Receipt, locale: Locale) =>
  receipt.facts.titleTranslations?.[locale] ?? receipt.facts.title ?? '';

/** What was paid for, line by line, as the PDF states it. */
export function receiptFactLines(receipt: Receipt, texts: MailTexts): string[] {
  const { t, locale } = texts;
  const { facts } = receipt;
  const euros = (amount: number) => formatEuros(amount, locale);
  const lines: string[] = [];
  if (receipt.kind === 'top_up') {
    lines.push(facts.provider === 'stripe' ? t('receipt.topUp.card') : t('receipt.topUp.demo'));
  }
  if (receipt.kind === 'withdrawal') lines.push(t('receipt.withdrawal.line'));
  if (facts.title !== undefined) {
    lines.push(titleIn(receipt, locale));
    if (facts.reference) lines.push(t('receipt.fact.reference', { reference: facts.reference }));
  }
  if (receipt.kind === 'date_change' && facts.fromDate && facts.toDate) {
    lines.push(
      t('receipt.fact.moved', {
        from: receiptDay(facts.fromDate, locale),
        to: receiptDay(facts.toDate, locale),
      }),
    );
    if (facts.feeEur !== undefined) {
      lines.push(t('receipt.fact.fee', { amount: euros(facts.feeEur) }));
    }
    if (facts.priceDifferenceEur !== undefined && facts.priceDifferenceEur !== 0) {
      lines.push(t('receipt.fact.priceDifference', { amount: euros(facts.priceDifferenceEur) }));
    }
  } else if (facts.startDate) {
    lines.push(t('receipt.fact.date', { date: receiptDay(facts.startDate, locale) }));
  }
  if (facts.travelers !== undefined) {
    lines.push(t('mail.travellers', { count: facts.travelers }));
  }
  if (receipt.kind === 'refund' && typeof facts.refundPercent === 'number') {
    lines.push(
      t('receipt.fact.refundPercent', { percent: formatNumber(facts.refundPercent, locale) }),
    );
  }
  return lines;
}

/** The receipt's tax line(s): VAT included, the margin scheme's mention, or none on account. */
export function receiptTaxLines(receipt: Receipt, { t, locale }: MailTexts): string[] {
  const { tax } = receipt;
  switch (tax.mode) {
    case 'vat':
      return [
        t('receipt.tax.vat', {
          rate: formatDecimal(tax.ratePercent, locale),
          vat: formatEuros(tax.vatEur, locale),
        }),
        t('receipt.tax.net', {
          amount: formatEuros(Math.round((receipt.amountEur - tax.vatEur) * 100) / 100, locale),
        }),
      ];
    case 'margin_scheme':
      return [t('receipt.tax.marginScheme'), t('receipt.tax.marginSchemeNote')];
    case 'on_account':
      return [
        receipt.kind === 'withdrawal'
          ? t('receipt.tax.onAccountReturned')
          : t('receipt.tax.onAccount'),
      ];
  }
}

/** One line saying what a receipt is for, as the accountant's export lists it. */
export function receiptSummary(receipt: Receipt, locale: Locale): string {
  const texts = mailTexts(locale);
  return [receiptKindText(receipt.kind, texts), ...receiptFactLines(receipt, texts)].join(' · ');
}
