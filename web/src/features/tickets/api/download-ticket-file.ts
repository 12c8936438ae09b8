import '../messages';
import { type TicketFileFormat, ticketFileName } from '@app/domain/tickets';
import { t } from '@lingui/core/macro';
import { invokeServerFunction } from '../../../lib/server-function';
import { pageLocale } from '../../../i18n/page-locale';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const ticketFileFailedMessage = () => t`The file could not be downloaded. Please try again.`;

const FILE_TYPES: Record<TicketFileFormat, string> = {
  pdf: 'application/pdf',
  ics: 'text/calendar;charset=utf-8',
};

/**
 * Fetches the ticket's PDF or calendar entry with the member's session (a plain link could not
 * carry it) and hands it to the browser as a download; a phone offers to open it in its calendar.
 */
export async function downloadTicketFile(
  reference: string,
  format: TicketFileFormat,
): Promise<void> {
  // supabase-js reads a PDF answer as a Blob and a calendar as text.
  const data = await invokeServerFunction<Blob | string>(
    'ticket-file',
    // The file's words and tour title in the page's language.
    { reference, format, locale: pageLocale },
    ticketFileFailedMessage(),
  );
  const blob = data instanceof Blob ? data : new Blob([data], { type: FILE_TYPES[format] });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ticketFileName(reference, format);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
