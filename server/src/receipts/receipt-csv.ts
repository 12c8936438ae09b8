import type { Locale } from '@app/domain/locales';
import { stringify } from 'csv-stringify/sync';
import type { Receipt } from './receipt-details.js';
import { receiptSummary } from './receipt-texts.js';

/** The export's columns, in order: stable names an accountant's import can map once. */
const CSV_COLUMNS = [
  'number',
  'issued_at',
  'issued_on',
  'kind',
  'direction',
  'member_name',
  'member_email',
  'description',
  'amount_eur',
  'tax_mode',
  'vat_rate_percent',
  'vat_eur',
  'net_eur',
] as const;

const money = (amount: number) => amount.toFixed(2);

/**
 * Receipts as CSV (RFC 4180, comma, CRLF, with a header row) for the accountant, through the
 * well-kept csv-stringify. Cells that a spreadsheet would run as a formula (a member's name
 * starting with '=') are escaped by its `escape_formulas`. Amounts are positive with two
 * decimals and a point; `direction` says which way the money moved (the wallet's side).
 */
export function receiptsCsv(receipts: readonly Receipt[], locale: Locale): string {
  const rows = receipts.map((receipt) => {
    const vatEur = receipt.tax.mode === 'vat' ? receipt.tax.vatEur : undefined;
    return [
      receipt.number,
      receipt.issuedAt.toISOString(),
      receipt.issuedOn,
      receipt.kind,
      receipt.direction,
      receipt.billedName ?? '',
      receipt.billedEmail,
      receiptSummary(receipt, locale),
      money(receipt.amountEur),
      receipt.tax.mode,
      receipt.tax.mode === 'vat' ? String(receipt.tax.ratePercent) : '',
      vatEur === undefined ? '' : money(vatEur),
      vatEur === undefined ? '' : money(Math.round((receipt.amountEur - vatEur) * 100) / 100),
    ];
  });
  return stringify([[...CSV_COLUMNS], ...rows], {
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
