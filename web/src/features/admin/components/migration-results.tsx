import type { MigrationResponse } from '@app/domain';
import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  describeMigration,
  migrationAction,
  migrationActionLabel,
} from '../lib/migration-result-display';
import { FixActionBadge } from './fix-action-badge';

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
      <p aria-live="polite" className="mt-1 text-sm text-stone-600">
        {isRunning
          ? 'Migrating tour images...'
          : answer
            ? `${answer.migratedCount} of ${answer.totalTours} tours migrated.`
            : 'The results of a migration appear here. None has run yet.'}
      </p>
      {isRunning ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        answer &&
        answer.results.length > 0 && (
          <ul className="mt-3 max-h-72 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-100">
            {answer.results.map((item) => {
              const action = migrationAction(item);
              return (
                <li key={item.tourId} className="p-2 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 font-medium break-words text-stone-900">
                      {item.title}
                    </span>
                    <FixActionBadge action={action} label={migrationActionLabel[action]} />
                  </div>
                  <p className="mt-0.5 text-xs break-words text-stone-600">
                    {describeMigration(item)}
                  </p>
                </li>
              );
            })}
          </ul>
        )
      )}
    </section>
  );
}
