import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FixResultItem } from '@app/domain';
import { ExternalLink } from 'lucide-react';
import { Link } from '../../../components/link';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { FixRun } from '../hooks/use-cover-fix-run';
import { fixedTourPath, formatScore } from '../lib/fix-result-display';
import { FixActionBadge } from './fix-action-badge';
import { ReasonLine } from './reason-line';

/** 'Latest Results': one row per tour of the last run, appended batch by batch. */
export function FixResultsList({ run }: { run: FixRun }) {
  const { results, status, last } = run;
  const { t: translate } = useLingui();
  return (
    <Card className="flex flex-col p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">
        <Trans>Latest Results</Trans>
      </h2>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-600">
        {summary(run)}
      </p>
      <div className="relative mt-3 h-96 sm:h-[32rem] overflow-y-auto rounded-md border border-stone-100">
        {results.length === 0 ? (
          status === 'running' ? (
            <ul aria-hidden="true" className="divide-y divide-stone-100">
              {[0, 1, 2, 3].map((n) => (
                <li key={n} className="space-y-2 p-3">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/2" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="p-4 text-sm text-stone-600">
              {last
                ? translate`No tours needed fixing.`
                : translate`Run a fix or a preview to see results here.`}
            </p>
          )
        ) : (
          <ul className="divide-y divide-stone-100">
            {results.map((item) => (
              <li key={item.tourId} className="p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 font-medium wrap-anywhere text-stone-900">
                    {item.title}
                  </span>
                  <FixActionBadge action={item.action} />
                  <span className="text-sm text-stone-700 tabular-nums">
                    {translate`Score ${formatScore(item.score)}`}
                  </span>
                </div>
                <ReasonLine text={item.reason} code={item.reasonCode} />
                <Link
                  to={fixedTourPath(item)}
                  className="mt-1 inline-flex items-center gap-1 text-sm text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <Trans>
                    View tour <span className="sr-only">{item.title}</span>
                  </Trans>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function summary({ status, results, last }: FixRun): string {
  if (status === 'running') {
    return plural(results.length, {
      one: 'Working... # tour done',
      other: 'Working... # tours done',
    });
  }
  if (!last) return '';
  const count = (action: FixResultItem['action']) =>
    results.filter((item) => item.action === action).length;
  const updated = count('updated');
  const skipped = count('skipped');
  const failed = count('failed');
  const total = last.candidates;
  if (last.dryRun) {
    return last.succeeded
      ? plural(total, {
          one: `Preview finished: ${updated} updated, ${skipped} skipped, ${failed} failed of # tour.`,
          other: `Preview finished: ${updated} updated, ${skipped} skipped, ${failed} failed of # tours.`,
        })
      : plural(total, {
          one: `Preview stopped: ${updated} updated, ${skipped} skipped, ${failed} failed of # tour.`,
          other: `Preview stopped: ${updated} updated, ${skipped} skipped, ${failed} failed of # tours.`,
        });
  }
  return last.succeeded
    ? plural(total, {
        one: `Fix finished: ${updated} updated, ${skipped} skipped, ${failed} failed of # tour.`,
        other: `Fix finished: ${updated} updated, ${skipped} skipped, ${failed} failed of # tours.`,
      })
    : plural(total, {
        one: `Fix stopped: ${updated} updated, ${skipped} skipped, ${failed} failed of # tour.`,
        other: `Fix stopped: ${updated} updated, ${skipped} skipped, ${failed} failed of # tours.`,
      });
}
