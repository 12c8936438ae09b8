import '../messages';
import { Trans } from '@lingui/react/macro';
import type { FixRunStatus } from '../hooks/use-cover-fix-run';

/** The fix run's progress; the bar keeps its place when idle so nothing below it moves. */
export function FixProgress({ percent, status }: { percent: number; status: FixRunStatus }) {
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between text-sm text-stone-700">
        <span id="fix-progress-label">
          {status === 'running' ? (
            <Trans>Fixing covers...</Trans>
          ) : status === 'finished' ? (
            <Trans>Done</Trans>
          ) : (
            <Trans>Progress</Trans>
          )}
        </span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="fix-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
