import '../messages';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { downloadReceipt, receiptFileFailedMessage } from '../api/download-receipt';

/** Downloads one receipt's PDF; its name says which receipt for screen readers. */
export function ReceiptDownloadButton({ number }: { number: string }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: () => downloadReceipt(number),
    onError: (error) =>
      toast.error(t`Could not download the receipt`, {
        description: errorText(error, receiptFileFailedMessage()),
      }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-label={t`Download receipt ${number} (PDF)`}
      onClick={() => download.mutate()}
    >
      <Download aria-hidden="true" />
      {download.isPending ? t`Preparing...` : t`PDF`}
    </Button>
  );
}
