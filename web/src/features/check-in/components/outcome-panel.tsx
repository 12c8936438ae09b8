import '../messages';
import { Trans } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { OutcomeTone, OutcomeView } from '../lib/outcome-view';

const toneClasses: Record<OutcomeTone, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  error: 'border-red-600 bg-red-50 text-red-950',
};

const toneIcons = { success: CircleCheck, warning: CircleAlert, error: CircleX };

/** The last scan's outcome, big enough to read at arm's length, announced to screen readers. */
export function OutcomePanel({ view, isBusy }: { view: OutcomeView | null; isBusy: boolean }) {
  const Icon = view ? toneIcons[view.tone] : null;
  return (
    <div role="status" aria-live="polite" aria-busy={isBusy} className="min-h-24">
      {isBusy ? (
        <p className="rounded-xl border-2 border-stone-300 bg-white p-5 text-lg font-semibold text-stone-700">
          <Trans>Checking...</Trans>
        </p>
      ) : view && Icon ? (
        <div
          data-testid="check-in-outcome"
          data-tone={view.tone}
          className={cn('rounded-xl border-2 p-5 sm:p-6', toneClasses[view.tone])}
        >
          <p className="flex items-start gap-3 text-2xl font-bold sm:text-3xl">
            <Icon aria-hidden="true" className="mt-1 size-7 shrink-0" />
            <span className="min-w-0 break-words">{view.title}</span>
          </p>
          {view.lines.length > 0 && (
            <ul className="mt-3 space-y-1 text-lg">
              {view.lines.map((line, index) => (
                <li key={index} className={cn('break-words', index === 0 && 'font-semibold')}>
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="rounded-xl border-2 border-dashed border-stone-300 p-5 text-stone-600">
          <Trans>Ready: scan a ticket or type its reference.</Trans>
        </p>
      )}
    </div>
  );
}
