import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowRightLeft, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useImageMigration } from '../hooks/use-image-migration';
import { useSmartImageUpdate } from '../hooks/use-smart-image-update';
import { ChangeHistory } from './change-history';
import { MigrationResults } from './migration-results';
import { SmartImageUpdateCard } from './smart-image-update-card';

export function ToolsTab() {
  const migration = useImageMigration();
  const smartUpdate = useSmartImageUpdate('tours');
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-stone-900">
        <Trans>Tools</Trans>
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <ArrowRightLeft aria-hidden="true" className="size-5 text-emerald-700" />{' '}
            <Trans>Image Migration</Trans>
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            <Trans>
              Copies every tour's cover and gallery pictures into the site's own storage, covers at
              800 px wide, and points the tours at the copies.
            </Trans>
          </p>
          <div className="mt-4">
            <Button disabled={migration.isRunning} onClick={() => void migration.migrate()}>
              {migration.isRunning && (
                <LoaderCircle
                  aria-hidden="true"
                  className="animate-spin motion-reduce:animate-none"
                />
              )}
              <Trans>Migrate Tour Images</Trans>
            </Button>
          </div>
          <MigrationResults answer={migration.lastAnswer} isRunning={migration.isRunning} />
        </Card>
        <SmartImageUpdateCard
          running={smartUpdate.running}
          onRun={(kind) => void smartUpdate.run(kind)}
        >
          <Trans>
            Picks stock photos for tours by a relevance score (country, place, resolution) and never
            changes a tour whose images are locked.
          </Trans>
        </SmartImageUpdateCard>
      </div>
      <ChangeHistory />
    </div>
  );
}
