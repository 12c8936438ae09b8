import '../messages';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../../lib/cn';

/**
 * An opened pin's card over the map: a listing's title, price and link to its page, or a spot's
 * listings that no zoom can part. Focus moves into it when it opens; Escape (handled by the map)
 * or the close button returns it to the pin.
 */
export function MapPinCard({
  title,
  price,
  action,
  onClose,
  className,
}: {
  title: string;
  price: string;
  action: ReactNode;
  onClose: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => cardRef.current?.focus(), [title]);

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="map-pin-card"
      className={cn(
        'absolute z-30 w-72 max-w-[calc(100%-1.5rem)] rounded-xl border border-stone-200 bg-white p-4 shadow-lg outline-none',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        <h3 id={titleId} className="flex-1 font-semibold text-stone-900">
          {title}
        </h3>
        <button
          type="button"
          aria-label={t`Close`}
          onClick={onClose}
          className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="mt-1 text-lg font-bold text-emerald-800">{price}</p>
      <div className="mt-3">{action}</div>
    </div>
  );
}
