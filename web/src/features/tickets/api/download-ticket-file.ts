import '../messages';
import { type TicketFileFormat, ticketFileName, ticketLinkSchema } from '@app/domain/tickets';
import { t } from '@lingui/core/macro';
import { invokeServerFunction } from '../../../lib/server-function';
import { pageLocale } from '../../../i18n/page-locale';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const ticketFileFailedMessage = () => t`The file could not be downloaded. Please try again.`;

const FILE_TYPES: Record<TicketFileFormat, string> = {
  pdf: 'application/pdf',
  ics: 'text/calendar;charset=utf-8',
};

function followLink(href: string, fileName?: string) {
  const link = document.createElement('a');
  link.href = href;
  if (fileName) link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The e-ticket: a fresh signed link to the member's stored PDF (it expires within minutes, the
 * storage answers it as a download). The calendar entry: fetched with the member's session and
 * handed to the browser as a download; a phone offers to open it in its calendar.
 */
export async function downloadTicketFile(
  reference: string,
  format: TicketFileFormat,
): Promise<void> {
  if (format === 'pdf') {
    const answer = await invokeServerFunction<unknown>(
      'ticket-link',
      // The e-ticket's words and tour title in the page's language.
      { reference, locale: pageLocale },
      ticketFileFailedMessage(),
    );
    followLink(ticketLinkSchema.parse(answer).url);
    return;
  }
  // supabase-js reads a calendar answer as text.
  const data = await invokeServerFunction<Blob | string>(
    'ticket-file',
    // The file's words and tour title in the page's language.
    { reference, format, locale: pageLocale },
    ticketFileFailedMessage(),
  );
  const blob = data instanceof Blob ? data : new Blob([data], { type: FILE_TYPES[format] });
  const url = URL.createObjectURL(blob);
  followLink(url, ticketFileName(reference, format));
  // After the click has handed the file over: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
