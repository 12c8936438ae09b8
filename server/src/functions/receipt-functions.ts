import { isLocale, type Locale } from '@app/domain/locales';
import {
  memberLocale,
  UNSUPPORTED_LOCALE,
  unsupportedLocaleMessage,
} from '@app/domain/member-locale';
import {
  RECEIPT_RANGE_MAX_DAYS,
  receiptFileRequestSchema,
  receiptRangeProblem,
  receiptsExportFileName,
  receiptsExportRequestSchema,
} from '@app/domain/receipts';
import { z } from 'zod';
import type { Caller } from '../platform/identity.js';
import { RECEIPT_COLUMNS, toReceipt } from '../receipts/receipt-details.js';
import { receiptsCsv } from '../receipts/receipt-csv.js';
import { receiptPdfFile, renderReceiptPdf } from '../receipts/receipt-pdf.js';
import { FunctionError } from './function-errors.js';
import { defineFunction, FunctionFile } from './server-function.js';

/** The page's language when given (refused when not a site language), else the caller's own. */
function readerLocale(caller: Caller, pageLocale: string | undefined): Locale {
  if (pageLocale === undefined) {
    const metadata = z.record(z.string(), z.unknown()).safeParse(caller.claims.user_metadata);
    return memberLocale(metadata.success ? metadata.data : {});
  }
  if (!isLocale(pageLocale)) throw new FunctionError(UNSUPPORTED_LOCALE, unsupportedLocaleMessage);
  return pageLocale;
}

/**
 * A receipt's PDF (`receipt-file`) and the accountant's CSV of a date range (`receipts-export`,
 * admins). Both read public.receipts as the caller, so row-level security decides: a member
 * gets their own receipts only, an admin every one (migration 0063).
 */
export const receiptFunctions = [
  defineFunction({
    name: 'receipt-file',
    access: 'member',
    body: receiptFileRequestSchema,
    async handle({ caller, body, withCaller }) {
      const locale = readerLocale(caller, body.locale);
      const { rows } = await withCaller(caller, (tx) =>
        tx.query(`select ${RECEIPT_COLUMNS} from public.receipts r where r.number = $1`, [
          body.number,
        ]),
      );
      if (rows.length === 0) {
        throw new FunctionError('receipt_not_found', 'Receipt not found');
      }
      const receipt = toReceipt(rows[0]);
      const file = receiptPdfFile(receipt, await renderReceiptPdf(receipt, locale));
      return new FunctionFile(file.filename, file.contentType, file.content);
    },
  }),
  defineFunction({
    name: 'receipts-export',
    access: 'admin',
    body: receiptsExportRequestSchema,
    async handle({ caller, body, withCaller }) {
      const locale = readerLocale(caller, body.locale);
      const problem = receiptRangeProblem(body.from, body.to);
      if (problem) {
        throw new FunctionError(
          'receipt_range_invalid',
          problem === 'reversed'
            ? 'The last day of the range must not be before its first day.'
            : `A range covers at most ${RECEIPT_RANGE_MAX_DAYS} days: export a longer period in parts.`,
          { maxDays: RECEIPT_RANGE_MAX_DAYS },
        );
      }
      const { rows } = await withCaller(caller, (tx) =>
        tx.query(
          `select ${RECEIPT_COLUMNS} from public.receipts r
            where r.issued_on between $1::date and $2::date
            order by r.year, r.sequence`,
          [body.from, body.to],
        ),
      );
      const csv = receiptsCsv(rows.map(toReceipt), locale);
      return new FunctionFile(
        receiptsExportFileName(body.from, body.to),
        'text/csv; charset=utf-8',
        Buffer.from(csv, 'utf8'),
      );
    },
  }),
];
