import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wand2, ImageOff } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { AdminGate } from '../../../components/admin-gate';
import { FixProgress } from '../components/fix-progress';
import { FixResultsList } from '../components/fix-results-list';
import { HowItWorksCard } from '../components/how-it-works-card';
import { ImageUpdateLogsList } from '../components/image-update-logs-list';
import { useCoverFixRun } from '../hooks/use-cover-fix-run';

function AdminImages() {
  useDocumentTitle(pageTitles.adminImages);
  const [dryRun, setDryRun] = useState(true);
  const { run, start } = useCoverFixRun();
  const isRunning = run.status === 'running';
  const { t } = useLingui();

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
        <Trans>Admin Tour Cover Images</Trans>
      </h1>

      <Card className="p-4 sm:p-6">
        <div className="flex items-center gap-3">
          <Switch.Root
            id="dry-run"
            checked={dryRun}
            onCheckedChange={setDryRun}
            disabled={isRunning}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-50 data-[state=checked]:bg-emerald-700"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
          <Label htmlFor="dry-run">
            <Trans>Dry Run (Preview Only)</Trans>
          </Label>
        </div>
        <p className="mt-2 text-sm text-stone-600">
          {dryRun
            ? t`Previews which covers would change; nothing is saved.`
            : t`Applies the chosen photos to the tours.`}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button disabled={isRunning} onClick={() => void start('missing', dryRun)}>
            <ImageOff aria-hidden="true" />
            {dryRun ? t`Preview Missing Only` : t`Fix Missing Only`}
          </Button>
          <Button
            variant="outline"
            disabled={isRunning}
            onClick={() => void start('smart', dryRun)}
          >
            <Wand2 aria-hidden="true" />
            {dryRun ? t`Preview All (Smart)` : t`Fix All (Smart)`}
          </Button>
        </div>
        <FixProgress percent={run.percent} status={run.status} />
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FixResultsList run={run} />
        <ImageUpdateLogsList />
      </div>

      <HowItWorksCard />
    </div>
  );
}

export function AdminImagesPage() {
  return (
    <AdminGate>
      <AdminImages />
    </AdminGate>
  );
}
