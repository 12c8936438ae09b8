import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';

const button =
  'flex size-11 items-center justify-center text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-50';

/**
 * A map's + and − buttons, 44 px each for a finger (WCAG 2.5.5), in a column at `className`'s
 * place over the map. The labels come in the caller's catalogue.
 */
export function ZoomButtons({
  labels,
  onZoomIn,
  onZoomOut,
  canZoomIn = true,
  canZoomOut = true,
  className,
}: {
  labels: { zoomIn: string; zoomOut: string };
  onZoomIn: () => void;
  onZoomOut: () => void;
  canZoomIn?: boolean;
  canZoomOut?: boolean;
  className: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-md border border-stone-300 bg-white shadow-md',
        className,
      )}
    >
      <button
        type="button"
        aria-label={labels.zoomIn}
        onClick={onZoomIn}
        disabled={!canZoomIn}
        className={button}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label={labels.zoomOut}
        onClick={onZoomOut}
        disabled={!canZoomOut}
        className={cn(button, 'border-t border-stone-300')}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
