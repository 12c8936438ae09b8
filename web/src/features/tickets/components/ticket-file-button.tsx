import type { TicketFileFormat } from '@app/domain/tickets';
import { useMutation } from '@tanstack/react-query';
import { CalendarPlus, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { downloadTicketFile, TICKET_FILE_FAILED_MESSAGE } from '../api/download-ticket-file';

const LABELS: Record<TicketFileFormat, { idle: string; busy: string; failed: string }> = {
  pdf: { idle: 'Download PDF', busy: 'Preparing PDF...', failed: 'Could not download the ticket' },
  ics: {
    idle: 'Add to calendar',
    busy: 'Preparing calendar entry...',
    failed: 'Could not download the calendar entry',
  },
};

/** Downloads the ticket's PDF or calendar entry, saying so while it is prepared. */
export function TicketFileButton({
  reference,
  format,
}: {
  reference: string;
  format: TicketFileFormat;
}) {
  const labels = LABELS[format];
  const download = useMutation({
    mutationFn: () => downloadTicketFile(reference, format),
    onError: (error) =>
      toast.error(labels.failed, { description: errorText(error, TICKET_FILE_FAILED_MESSAGE) }),
  });
  const Icon = format === 'pdf' ? Download : CalendarPlus;
  return (
    <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
      <Icon aria-hidden="true" />
      {download.isPending ? labels.busy : labels.idle}
    </Button>
  );
}
