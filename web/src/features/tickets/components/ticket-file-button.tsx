import '../messages';
import type { TicketFileFormat } from '@app/domain/tickets';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CalendarPlus, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { downloadTicketFile, ticketFileFailedMessage } from '../api/download-ticket-file';
import { errorText } from '../../../lib/error-text';

const LABELS: Record<
  TicketFileFormat,
  { idle: MessageDescriptor; busy: MessageDescriptor; failed: MessageDescriptor }
> = {
  pdf: {
    idle: msg`Download PDF`,
    busy: msg`Preparing PDF...`,
    failed: msg`Could not download the ticket`,
  },
  ics: {
    idle: msg`Add to calendar`,
    busy: msg`Preparing calendar entry...`,
    failed: msg`Could not download the calendar entry`,
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
  const { t } = useLingui();
  const labels = LABELS[format];
  const download = useMutation({
    mutationFn: () => downloadTicketFile(reference, format),
    onError: (error) =>
      toast.error(t(labels.failed), {
        description: errorText(error, ticketFileFailedMessage()),
      }),
  });
  const Icon = format === 'pdf' ? Download : CalendarPlus;
  return (
    <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
      <Icon aria-hidden="true" />
      {t(download.isPending ? labels.busy : labels.idle)}
    </Button>
  );
}
