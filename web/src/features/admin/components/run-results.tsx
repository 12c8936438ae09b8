import { Children, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

const SKELETON_WIDTHS = ['w-3/4', 'w-2/3', 'w-1/2'];

/**
 * A run's results under its status line: skeletons while it runs, then its rows (ResultRow) in
 * a list that scrolls on its own.
 */
export function RunResults({
  status,
  isRunning,
  skeletons = 2,
  children,
}: {
  status: string;
  isRunning: boolean;
  skeletons?: number;
  /** The rows; nothing when the run had none. */
  children?: ReactNode;
}) {
  return (
    <>
      <p aria-live="polite" className="mt-1 text-sm text-stone-600">
        {status}
      </p>
      {isRunning ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          {SKELETON_WIDTHS.slice(0, skeletons).map((width) => (
            <Skeleton key={width} className={`h-4 ${width}`} />
          ))}
        </div>
      ) : (
        Children.count(children) > 0 && (
          <ul className="relative mt-3 max-h-72 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-100">
            {children}
          </ul>
        )
      )}
    </>
  );
}

/** One tour of a run: its title, what happened (a badge), an aside such as its score, why. */
export function ResultRow({
  title,
  badge,
  aside,
  detail,
  children,
  className = 'p-2 text-sm',
}: {
  title: string;
  badge: ReactNode;
  aside?: ReactNode;
  detail?: ReactNode;
  /** More below the detail, such as a link to the tour. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <li className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 font-medium wrap-anywhere text-stone-900">{title}</span>
        {badge}
        {aside}
      </div>
      {detail && <p className="mt-0.5 text-xs wrap-anywhere text-stone-600">{detail}</p>}
      {children}
    </li>
  );
}
