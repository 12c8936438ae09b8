import type { MigrationResponse } from '@app/domain';
import { useId } from 'react';
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
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h4 id={headingId} className="text-sm font-semibold text-stone-900">
        Migration results
      </h4>
      <RunResults
        isRunning={isRunning}
        status={
          isRunning
            ? 'Migrating tour images...'
            : answer
              ? `${answer.migratedCount} of ${answer.totalTours} tours migrated.`
              : 'The results of a migration appear here. None has run yet.'
        }
      >
        {answer?.results.map((item) => {
          const action = migrationAction(item);
          return (
            <ResultRow
              key={item.tourId}
              title={item.title}
              badge={<FixActionBadge action={action} label={migrationActionLabel[action]} />}
              detail={describeMigration(item)}
            />
          );
        })}
      </RunResults>
    </section>
  );
}
