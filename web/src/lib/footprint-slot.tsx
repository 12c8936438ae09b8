import { createContext, type ReactNode, Suspense, useContext } from 'react';

/** Where a tour or micro-tour starts, as its card and page read it (migration 0055). */
export interface FootprintStart {
  start_country: string | null;
  start_lat: number | null;
  start_lng: number | null;
  footprint_transport: string;
}

export interface FootprintLineProps {
  start: FootprintStart;
  /** A card shows one line; a page also offers to change the home city. */
  variant: 'card' | 'page';
}

const FootprintLineContext = createContext<((props: FootprintLineProps) => ReactNode) | null>(null);

/**
 * The app hands in the footprint feature's line (issue 49); cards and pages of the catalogue
 * features mount it here without importing that feature.
 */
export const FootprintLineProvider = FootprintLineContext.Provider;

/**
 * The CO₂ saving line of a card or page. Its height is kept before the line loads, so the card
 * does not move when it arrives.
 */
export function FootprintLine(props: FootprintLineProps) {
  const renderLine = useContext(FootprintLineContext);
  return (
    <div className={props.variant === 'card' ? 'min-h-10' : 'min-h-12'}>
      {renderLine && <Suspense fallback={null}>{renderLine(props)}</Suspense>}
    </div>
  );
}
