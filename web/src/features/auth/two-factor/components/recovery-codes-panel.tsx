import '../../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toaster';
import { copyText } from '../../../../lib/copy-text';
import { saveFile } from '../../../../lib/save-file';

/**
 * A new set of recovery codes, shown this once: copy, download, and an "I saved them" step
 * before the member goes on.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [isSaved, setIsSaved] = useState(false);
  const checkId = useId();
  const headingId = useId();
  const asText = codes.join('\n');

  async function handleCopy() {
    if (await copyText(asText)) toast.success(t`Recovery codes copied`);
    else toast.error(t`Copying did not work: please select the codes and copy them.`);
  }

  function handleDownload() {
    saveFile(`${asText}\n`, 'text/plain', 'recovery-codes.txt');
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        <Trans>Your recovery codes</Trans>
      </h2>
      <p className="text-sm text-stone-700">
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of the app. Keep
          them somewhere safe: they are shown only now.
        </Trans>
      </p>
      <ol
        aria-label={t`Recovery codes`}
        className="grid grid-cols-1 gap-2 rounded-md bg-stone-50 p-4 font-mono text-sm text-stone-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" />
          <Trans>Copy codes</Trans>
        </Button>
        <Button variant="outline" onClick={handleDownload}>
          <Download aria-hidden="true" />
          <Trans>Download codes</Trans>
        </Button>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={checkId}
          type="checkbox"
          className="mt-1 size-4 accent-emerald-700"
          checked={isSaved}
          onChange={(event) => setIsSaved(event.target.checked)}
        />
        <label htmlFor={checkId} className="text-sm text-stone-800">
          <Trans>I saved my recovery codes</Trans>
        </label>
      </div>
      <Button className="w-full" disabled={!isSaved} onClick={onDone}>
        <Trans>Continue</Trans>
      </Button>
    </section>
  );
}
