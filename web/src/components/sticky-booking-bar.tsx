import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { useKeepClearOfBackToTop } from '../lib/back-to-top-clearance';
import { cn } from '../lib/cn';
import { formatWholeEuros } from '../lib/format-price';

/**
 * A tour page's stand-in for its booking card below the large breakpoint: the price per person,
 * a line under it and one action, at the end of the page's content. NOTE: sticky rather than
 * fixed: it stays at the bottom of the screen while the page scrolls, and stops where the page
 * ends, so it never covers the page's last lines or the footer. It is one line high, so the
 * back-to-top button floats above it.
 */
export function StickyBookingBar({
  label,
  pricePerPerson,
  detail,
  action,
  isHidden = false,
}: {
  /** The region's name for assistive technology. */
  label: string;
  pricePerPerson: number;
  detail: ReactNode;
  action: ReactNode;
  /** Faded out in place (keeping its room), e.g. while the booking card it stands for is on screen. */
  isHidden?: boolean;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useKeepClearOfBackToTop(bar);
  return (
    <div
      ref={bar}
      role="region"
      aria-label={label}
      className={cn(
        'sticky bottom-0 z-30 -mx-4 mt-12 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur transition-[opacity,visibility] lg:hidden',
        isHidden && 'invisible opacity-0',
      )}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-baseline gap-1.5 whitespace-nowrap">
            <span className="text-xl font-bold text-stone-900">
              {formatWholeEuros(pricePerPerson)}
            </span>{' '}
            <span className="text-sm text-stone-600">
              <Trans>per person</Trans>
            </span>
          </p>
          {detail}
        </div>
        <div className="shrink-0">{action}</div>
      </div>
    </div>
  );
}
