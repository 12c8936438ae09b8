import '../messages';
import { receiptFileName, receiptsExportFileName } from '@app/domain/receipts';
import { t } from '@lingui/core/macro';
import { pageLocale } from '../../../i18n/page-locale';
import { saveFile } from '../../../lib/save-file';
import { invokeServerFunction } from '../../../lib/server-function';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const receiptFileFailedMessage = () =>
  t`The file could not be downloaded. Please try again.`;

/**
 * A receipt's PDF, fetched with the member's session (a plain link could not carry it), in the
 * page's language. Row-level security gives a member their own receipts only, an admin any.
 */
export async function downloadReceipt(number: string): Promise<void> {
  const data = await invokeServerFunction<Blob | string>(
    'receipt-file',
    { number, locale: pageLocale },
    receiptFileFailedMessage(),
  );
  saveFile(data, 'application/pdf', receiptFileName(number));
}

/** The accountant's CSV of the receipts issued from one day to another (admins only). */
export async function exportReceipts(from: string, to: string): Promise<void> {
  const data = await invokeServerFunction<Blob | string>(
    'receipts-export',
    { from, to, locale: pageLocale },
    receiptFileFailedMessage(),
  );
  saveFile(data, 'text/csv;charset=utf-8', receiptsExportFileName(from, to));
}
