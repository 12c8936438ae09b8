import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { saveFile } from '../../../lib/save-file';
import { exportMyData } from '../api/export-my-data';
import { SettingsSection } from './settings-section';

/** 'Download my data': one JSON file of everything the product holds on the member. */
export function DataSection() {
  const { t } = useLingui();
  const [isPreparing, setIsPreparing] = useState(false);

  async function handleDownload() {
    setIsPreparing(true);
    try {
      const text = await exportMyData();
      saveFile(
        text,
        'application/json',
        `ecotours-my-data-${new Date().toISOString().slice(0, 10)}.json`,
      );
    } catch (failure) {
      toast.error(errorText(failure, t`Your data could not be prepared. Please try again.`));
    } finally {
      setIsPreparing(false);
    }
  }

  return (
    <SettingsSection
      id="my-data"
      title={t`Your data`}
      description={
        <Trans>
          One JSON file with everything we hold on you: your profile, bookings and lead travellers,
          wallet and its history, withdrawals, reviews, waiting lists and newsletter subscription.
        </Trans>
      }
    >
      <Button variant="outline" disabled={isPreparing} onClick={() => void handleDownload()}>
        <Download aria-hidden="true" />
        {isPreparing ? <Trans>Preparing...</Trans> : <Trans>Download my data</Trans>}
      </Button>
    </SettingsSection>
  );
}
