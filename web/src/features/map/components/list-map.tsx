import '../messages';
import { EUROPE_BOUNDS } from '@app/domain/europe-bounds';
import type { MapBounds, MapPin } from '@app/domain/map-pins';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from '../../../components/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useKeepClearOfBackToTop } from '../../../lib/back-to-top-clearance';
import { cn } from '../../../lib/cn';
import type { ListMapProps } from '../../../lib/list-map';
import type { MapView } from '../../../lib/map-pins';
import { listMapLayout } from '../../../lib/list-view';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useListMapPins } from '../api/use-list-map-pins';
import { orderPins, pinKey } from '../lib/pin-order';
import { pinPrice } from '../lib/pin-price';
import { MapPinCard } from './map-pin-card';
import { MapSurface } from './map-surface';
import { useMarkedCard } from './use-marked-card';

/** From here up the list and the map sit side by side; below, the list is the map's sheet. */
const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

const sameBounds = (a: MapBounds | undefined, b: MapBounds | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.west === b.west &&
    a.south === b.south &&
    a.east === b.east &&
    a.north === b.north);

/** The map's counted texts, per catalogue (Lingui's `plural` reads the page's language). */
const mapTexts = {
  tours: {
    shown: (count: number) =>
      plural(count, { one: 'The map shows # tour', other: 'The map shows # tours' }),
    cluster: (count: number, price: string) =>
      plural(count, {
        one: `# tour here, from ${price}: zoom in`,
        other: `# tours here, from ${price}: zoom in`,
      }),
    spot: (count: number) =>
      plural(count, { one: '# tour at this spot', other: '# tours at this spot' }),
  },
  micro_tours: {
    shown: (count: number) =>
      plural(count, { one: 'The map shows # micro-tour', other: 'The map shows # micro-tours' }),
    cluster: (count: number, price: string) =>
      plural(count, {
        one: `# micro-tour here, from ${price}: zoom in`,
        other: `# micro-tours here, from ${price}: zoom in`,
      }),
    spot: (count: number) =>
      plural(count, { one: '# micro-tour at this spot', other: '# micro-tours at this spot' }),
  },
};

/**
 * The list pages' map (issue 52): the results' pins for the view, the list beside it (desktop) or
 * in a sheet over it (phone), the pins and cards marking each other, and 'Search this area'.
 */
export default function ListMap(props: ListMapProps) {
  const { catalogue, area, onAreaChange, pathOf } = props;
  const { t } = useLingui();
  const isSideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [view, setView] = useState<MapView | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const [openPin, setOpenPin] = useState<MapPin | null>(null);
  const [hoveredCardId, setHoveredCardId] = useState<string | null>(null);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  const listPane = useCallback(
    () => boxRef.current?.parentElement?.querySelector(':scope > [data-list-pane]'),
    [],
  );
  const markCard = useMarkedCard(listPane);
  // The floating back-to-top button would cover the map's corner (and, on a phone, fade in as the
  // map scrolls into view): it stays hidden while the map is under it.
  useKeepClearOfBackToTop(boxRef);

  // The list pane is the page's: its cards under the pointer or focus mark their pins.
  useEffect(() => {
    const pane = listPane();
    if (!pane) return;
    const mark = (event: Event) => {
      const card =
        event.target instanceof Element ? event.target.closest('[data-listing-id]') : null;
      setHoveredCardId(card?.getAttribute('data-listing-id') ?? null);
    };
    const unmark = () => setHoveredCardId(null);
    pane.addEventListener('pointerover', mark);
    pane.addEventListener('focusin', mark);
    pane.addEventListener('pointerleave', unmark);
    pane.addEventListener('focusout', unmark);
    return () => {
      pane.removeEventListener('pointerover', mark);
      pane.removeEventListener('focusin', mark);
      pane.removeEventListener('pointerleave', unmark);
      pane.removeEventListener('focusout', unmark);
    };
  }, [listPane]);

  // On a phone the list pane is the map's sheet, shown over it while open.
  useEffect(() => {
    const frame = boxRef.current?.parentElement;
    const pane = listPane();
    if (!frame || !pane) return;
    pane.setAttribute('id', sheetId);
    frame.toggleAttribute('data-sheet', isSheetOpen);
    return () => frame.removeAttribute('data-sheet');
  }, [isSheetOpen, listPane, sheetId]);

  const pinsQuery = useListMapPins(props, view);
  const answer = pinsQuery.data;
  const pins = useMemo(() => orderPins(answer?.pins ?? []), [answer]);

  // The view to show: the chosen area, else all of Europe (every listing starts inside it, the
  // admin's rule); again when the area changes from outside
  // (Back, a link), not when this map has just set it.
  const sentAreaRef = useRef<MapBounds | undefined>(undefined);
  const [fit, setFit] = useState(() => ({ bounds: area ?? EUROPE_BOUNDS, key: 0 }));
  useEffect(() => {
    if (area && !sameBounds(area, sentAreaRef.current)) {
      setFit((current) => ({ bounds: area, key: current.key + 1 }));
    }
  }, [area]);

  // On a phone the map is the page's main view: it opens in full, under the header and toolbar.
  // Scrolled once the box is laid out (a ResizeObserver's first call): asked in this effect, the
  // scroll would lay the page out an extra time in the middle of the map's first commit.
  useEffect(() => {
    const box = boxRef.current;
    if (isSideBySide || !box) return;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      box.scrollIntoView({ block: 'end' });
    });
    observer.observe(box);
    return () => observer.disconnect();
    // Only when the map opens, not when the screen turns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A card opened under other filters may show a listing the map no longer has.
  const [cardFilters, setCardFilters] = useState(props.filters);
  if (cardFilters !== props.filters) {
    setCardFilters(props.filters);
    setOpenPin(null);
  }

  const handleViewChange = useCallback((next: MapView, byUser: boolean) => {
    setView(next);
    if (byUser) setHasMoved(true);
  }, []);

  function searchThisArea() {
    if (!view) return;
    sentAreaRef.current = view.bounds;
    setHasMoved(false);
    onAreaChange(view.bounds);
  }

  function clearArea() {
    sentAreaRef.current = undefined;
    onAreaChange(undefined);
  }

  const handlePinHover = useCallback((id: string | null) => markCard(id), [markCard]);

  function closeCard() {
    const pin = openPin;
    setOpenPin(null);
    if (pin) {
      boxRef.current
        ?.querySelector<HTMLButtonElement>(`button[data-pin-key="${CSS.escape(pinKey(pin))}"]`)
        ?.focus();
    }
  }

  /** A spot's listings in the list: the area around it, a few metres wide. */
  function showSpotInList(bounds: MapBounds) {
    const margin = 0.0005;
    const spot = {
      west: bounds.west - margin,
      south: bounds.south - margin,
      east: bounds.east + margin,
      north: bounds.north + margin,
    };
    setOpenPin(null);
    sentAreaRef.current = spot;
    onAreaChange(spot);
  }

  const texts = mapTexts[catalogue];
  // Stable while the catalogue is: the map's pins render again only when they change.
  const pinLabel = useCallback(
    (pin: MapPin): string =>
      pin.kind === 'listing'
        ? `${pin.title}, ${pinPrice(pin.priceCents)}`
        : mapTexts[catalogue].cluster(pin.count, pinPrice(pin.minPriceCents)),
    [catalogue],
  );

  function fromPrice(cents: number): string {
    const price = pinPrice(cents);
    return t`from ${price}`;
  }

  return (
    <div
      ref={boxRef}
      className={listMapLayout.mapBox}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openPin) {
          event.preventDefault();
          closeCard();
        }
      }}
    >
      <div className="absolute inset-0 overflow-hidden rounded-xl border border-stone-200">
        <MapSurface
          pins={pins}
          fitTo={fit.bounds}
          fitKey={String(fit.key)}
          markedId={openPin?.kind === 'listing' ? openPin.id : hoveredCardId}
          pinLabel={pinLabel}
          onViewChange={handleViewChange}
          onPinHover={handlePinHover}
          onPinOpen={setOpenPin}
          onSpotOpen={setOpenPin}
        />

        <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-wrap items-start gap-2 pr-12">
          <p
            role="status"
            className={cn(
              'rounded-full bg-white/95 px-3 py-1 text-sm font-medium text-stone-800 shadow',
              !answer && !pinsQuery.isError && 'sr-only',
            )}
          >
            {pinsQuery.isError && !answer ? (
              <Trans>The map could not load its pins.</Trans>
            ) : (
              answer && texts.shown(answer.total)
            )}
          </p>
          {hasMoved && (
            <Button size="sm" className="pointer-events-auto shadow-md" onClick={searchThisArea}>
              <Search aria-hidden="true" />
              <Trans>Search this area</Trans>
            </Button>
          )}
          {area && (
            <Button
              size="sm"
              variant="outline"
              className="pointer-events-auto shadow-md"
              onClick={clearArea}
            >
              <X aria-hidden="true" />
              <Trans>Clear area</Trans>
            </Button>
          )}
          {pinsQuery.isError && (
            <Button
              size="sm"
              variant="outline"
              className="pointer-events-auto"
              onClick={() => void pinsQuery.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>

        {openPin && (
          <MapPinCard
            onClose={closeCard}
            className={isSideBySide ? 'bottom-3 left-3' : 'bottom-16 left-3'}
            {...(openPin.kind === 'listing'
              ? {
                  title: openPin.title,
                  price: pinPrice(openPin.priceCents),
                  action: (
                    <Link
                      to={pathOf(openPin)}
                      className={cn(buttonClasses('primary', 'sm'), 'w-full')}
                    >
                      <Trans>View Details</Trans>
                    </Link>
                  ),
                }
              : {
                  title: texts.spot(openPin.count),
                  price: fromPrice(openPin.minPriceCents),
                  action: (
                    <Button
                      size="sm"
                      className="w-full"
                      onClick={() => showSpotInList(openPin.bounds)}
                    >
                      <Trans>Show them in the list</Trans>
                    </Button>
                  ),
                })}
          />
        )}

        {!isSideBySide && (
          <div
            className={cn(
              'absolute inset-x-0 bottom-0 z-20 flex flex-col rounded-t-2xl border-t border-stone-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)]',
              isSheetOpen && 'top-12',
            )}
          >
            <button
              type="button"
              aria-expanded={isSheetOpen}
              aria-controls={sheetId}
              onClick={() => setIsSheetOpen((open) => !open)}
              className="flex h-12 w-full shrink-0 flex-col items-center justify-center gap-1 text-sm font-semibold text-stone-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700"
            >
              <span aria-hidden="true" className="h-1 w-10 rounded-full bg-stone-300" />
              {isSheetOpen ? <Trans>Show the map</Trans> : <Trans>Show the list</Trans>}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
