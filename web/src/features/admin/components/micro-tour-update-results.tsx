import type { MicroTourImagesUpdateResponse } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeSmartUpdate, formatScore, smartUpdateAction } from '../lib/fix-result-display';
import { FixActionBadge } from './fix-action-badge';

/** The micro-tours tab's 'Update Results' card: the last smart update of this visit. */
export function MicroTourUpdateResults({
  answer,
  isRunning,
}: {
  answer: MicroTourImagesUpdateResponse | null;
  isRunning: boolean;
}) {
  return (
    <Card className="flex flex-col p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">Update Results</h3>
      <p aria-live="polite" className="mt-1 text-sm text-stone-600">
        {isRunning
          ? 'Updating micro-tour images...'
          : answer
            ? `${answer.updatedCount} of ${answer.totalTours} micro-tours updated.`
            : 'The results of a smart update appear here. None has run yet.'}
      </p>
      {isRunning ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : (
        answer &&
        answer.results.length > 0 && (
          <ul className="relative mt-3 max-h-72 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-100">
            {answer.results.map((item) => (
              <li key={item.slug} className="p-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 font-medium wrap-anywhere text-stone-900">
                    {item.title}
                  </span>
                  <FixActionBadge action={smartUpdateAction(item)} />
                  <span className="text-stone-700 tabular-nums">
                    Score {formatScore(item.score)}
                  </span>
                </div>
                <p className="mt-0.5 text-xs wrap-anywhere text-stone-600">
                  {describeSmartUpdate(item)}
                  {item.searchQuery && ` · query “${item.searchQuery}”`}
                </p>
              </li>
            ))}
          </ul>
        )
      )}
    </Card>
  );
}
