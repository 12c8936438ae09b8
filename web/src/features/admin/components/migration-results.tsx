import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MigrationResponse } from '@app/domain';
import { useId } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import {
  describeMigration,
  migrationAction,
  migrationActionLabel,
} from '../lib/migration-result-display';
import { FixActionBadge } from './fix-action-badge';
import { ResultRow, RunResults } from './run-results';

/** The Image Migration card's results: one row per tour of the last run, with the reason. */
export function MigrationResults({
  answer,
  isRunning,
}: {
  answer: MigrationResponse | null;
  isRunning: boolean;
}) {
  const headingId = useId();
  const { t } = useLingui();
  const locale = useLocale();
  const migrated = answer?.migratedCount ?? 0;
  const total = answer?.totalTours ?? 0;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h4 id={headingId} className="text-sm font-semibold text-stone-900">
        <Trans>Migration results</Trans>
      </h4>
      <RunResults
        isRunning={isRunning}
        status={
          isRunning
            ? t`Migrating tour images...`
            : answer
              ? t`${migrated} of ${total} tours migrated.`
              : t`The results of a migration appear here. None has run yet.`
        }
      >
        {answer?.results.map((item) => {
          const action = migrationAction(item);
          return (
            <ResultRow
              key={item.tourId}
              title={item.title}
              badge={<FixActionBadge action={action} label={t(migrationActionLabel[action])} />}
              detail={describeMigration(item, locale)}
            />
          );
        })}
      </RunResults>
    </section>
  );
}
