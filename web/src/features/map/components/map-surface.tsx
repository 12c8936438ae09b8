import '../messages';
import {
  MAP_CELL_PX,
  mapZoomFor,
  type MapBounds,
  type MapClusterPin,
  type MapListingPin,
  type MapPin,
} from '@app/domain/map-pins';
import { Trans, useLingui } from '@lingui/react/macro';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ZoomButtons } from '../../../components/ui/zoom-buttons';
import { cn } from '../../../lib/cn';
import type { MapView } from '../../../lib/map-pins';
import type { PainterAnswer } from '../lib/basemap-frames';
import { pinPrice } from '../lib/pin-price';
import {
  type BasemapPainter,
  currentBasemapState,
  openBasemapPainter,
} from '../lib/basemap-painter';
import {
  BASEMAP_EXTENT,
  boundsOf,
  fitBounds,
  minScale,
  projectPoint,
  SCALE_EXTENT,
  type ViewTransform,
} from '../lib/mercator-view';
import { nextPinIndex, pinKey } from '../lib/pin-order';
import { mapMarks } from '../lib/map-marks';

/** How long the view rests before its pins are asked for. */
const SETTLE_MS = 150;
/** Pixels an arrow key moves the map. */
const KEY_PAN = 96;

type Surface = HTMLDivElement;

export interface MapSurfaceProps {
  /** In keyboard order (orderPins). */
  pins: readonly MapPin[];
  /** What the map shows first, and again whenever `fitKey` changes. */
  fitTo: MapBounds;
  fitKey: string;
  /** A listing marked from its card in the list, or open. */
  markedId: string | null;
  pinLabel: (pin: MapPin) => string;
  /** The view has rested: its bounds and zoom; `byUser` when a person moved it. */
  onViewChange: (view: MapView, byUser: boolean) => void;
  onPinHover: (id: string | null) => void;
  onPinOpen: (pin: MapListingPin) => void;
  /** A cluster that no zoom parts (its listings share one spot, or the map is at its deepest). */
  onSpotOpen: (pin: MapClusterPin) => void;
}

const toTransform = (t: ViewTransform) => zoomIdentity.translate(t.x, t.y).scale(t.k);

/**
 * A view set outright, kept inside the basemap's box like a gesture's (d3-zoom constrains its
 * gestures and relative moves, not `transform`).
 */
function moveTo(behavior: ZoomBehavior<Surface, unknown>, surface: Surface, view: ViewTransform) {
  const extent: [[number, number], [number, number]] = [
    [0, 0],
    [surface.clientWidth, surface.clientHeight],
  ];
  const constrained = behavior.constrain()(toTransform(view), extent, behavior.translateExtent());
  select(surface).call(behavior.transform, constrained);
}

/** The CSS transform that moves what was drawn for view `from` to where view `to` shows it. */
function moveFrom(from: ViewTransform, to: ViewTransform): { r: number; css: string } {
  const r = to.k / from.k;
  return { r, css: `translate(${to.x - r * from.x}px, ${to.y - r * from.y}px) scale(${r})` };
}

const sameView = (a: ViewTransform, b: ViewTransform) => a.k === b.k && a.x === b.x && a.y === b.y;

/**
 * The map itself: the basemap on a canvas, the pins as buttons over it, moved with d3-zoom
 * (drag, wheel, pinch, double-click), the +/- buttons and the keyboard. React renders the pins
 * when an answer arrives; a gesture only moves the drawn frame and the pins, and its end asks
 * the basemap painter (a worker) for the new view's frame.
 */
export function MapSurface({
  pins,
  fitTo,
  fitKey,
  markedId,
  pinLabel,
  onViewChange,
  onPinHover,
  onPinOpen,
  onSpotOpen,
}: MapSurfaceProps) {
  const { t } = useLingui();
  const hintId = useId();
  const surfaceRef = useRef<Surface>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pinRefs = useRef(new Map<string, HTMLElement>());
  const pinsRef = useRef(pins);
  const painterRef = useRef<BasemapPainter | null>(null);
  const pinsLayerRef = useRef<HTMLUListElement>(null);
  /** The views the canvas was drawn for and the pins were placed for. */
  const canvasViewRef = useRef<ViewTransform>({ k: 1, x: 0, y: 0 });
  const pinsViewRef = useRef<ViewTransform>({ k: 1, x: 0, y: 0 });
  const isGestureRef = useRef(false);
  const viewRef = useRef<ViewTransform>({ k: 1, x: 0, y: 0 });
  const sizeRef = useRef({ width: 0, height: 0 });
  const zoomRef = useRef<ZoomBehavior<Surface, unknown> | null>(null);
  const frameRef = useRef(0);
  const movedByUserRef = useRef(false);
  const settleRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onViewChangeRef = useRef(onViewChange);
  /** The area to show, and the key of the last one shown (a new key is a new area). */
  const fitRef = useRef<{ bounds: MapBounds; key: string; shown: string | null }>({
    bounds: fitTo,
    key: fitKey,
    shown: null,
  });
  // The skeleton shows until the first frame with the basemap (or the basemap's failure); it is
  // hidden in place, in the same task as that frame, rather than by a render of its own.
  const [startsLoading] = useState(() => currentBasemapState() === 'loading');
  const skeletonRef = useRef<HTMLDivElement>(null);
  const hideSkeleton = useCallback(() => {
    if (skeletonRef.current) skeletonRef.current.hidden = true;
  }, []);
  /** The first pins are marked once they show on a drawn basemap (the bench reads the mark). */
  const shownRef = useRef({ pins: false, frame: false });
  useLayoutEffect(() => {
    pinsRef.current = pins;
    onViewChangeRef.current = onViewChange;
    fitRef.current.bounds = fitTo;
    fitRef.current.key = fitKey;
  });
  const markShown = useCallback((part: 'pins' | 'frame') => {
    shownRef.current[part] = true;
    if (shownRef.current.pins && shownRef.current.frame) mapMarks.pinsShown();
  }, []);

  /** Places every pin for the current view; the layer itself goes back to its place. */
  const placePins = useCallback(() => {
    const view = viewRef.current;
    pinsViewRef.current = view;
    if (pinsLayerRef.current) pinsLayerRef.current.style.transform = '';
    for (const pin of pinsRef.current) {
      const element = pinRefs.current.get(pinKey(pin));
      if (!element) continue;
      const [x, y] = projectPoint(view, pin.lng, pin.lat);
      element.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
    }
  }, []);

  /** Places the pins for the current view and asks for its basemap. */
  const draw = useCallback(() => {
    frameRef.current = 0;
    const { width, height } = sizeRef.current;
    if (width === 0) return;
    placePins();
    painterRef.current?.paint({ view: viewRef.current, width, height, ratio: canvasRatio() });
  }, [placePins]);

  /** A frame from the painter: shown, and moved to where the view is by now. */
  const showFrame = useCallback(
    (frame: Extract<PainterAnswer, { type: 'frame' }>) => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('bitmaprenderer');
      if (!canvas || !context) {
        frame.bitmap.close();
        return;
      }
      context.transferFromImageBitmap(frame.bitmap);
      if (frame.withBasemap) hideSkeleton();
      canvasViewRef.current = frame.view;
      canvas.style.transform = sameView(frame.view, viewRef.current)
        ? ''
        : moveFrom(frame.view, viewRef.current).css;
      mapMarks.drawn();
      markShown('frame');
    },
    [markShown, hideSkeleton],
  );

  /**
   * While a finger or the mouse moves the map, the drawn canvas and the placed pins only move
   * (CSS transforms, which the compositor applies): redrawing the basemap and handing a new
   * canvas to the compositor every frame cost a phone over a second per pan (bench/RESULTS.md).
   * The gesture's end draws the new view once.
   */
  const shift = useCallback(() => {
    frameRef.current = 0;
    const view = viewRef.current;
    const canvas = canvasRef.current;
    if (canvas) canvas.style.transform = moveFrom(canvasViewRef.current, view).css;
    const pinsMove = moveFrom(pinsViewRef.current, view);
    // A pin keeps its size: a zoom places the pins again, a pan moves their layer.
    if (Math.abs(pinsMove.r - 1) > 1e-9) placePins();
    else if (pinsLayerRef.current) pinsLayerRef.current.style.transform = pinsMove.css;
  }, [placePins]);

  const scheduleDraw = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = requestAnimationFrame(draw);
  }, [draw]);

  useEffect(() => {
    const painter = openBasemapPainter((answer) => {
      if (answer.type === 'frame') showFrame(answer);
      else if (answer.type === 'failed') hideSkeleton();
    });
    painterRef.current = painter;
    // A frame already asked for (the size arrived first) is asked again of this painter.
    if (sizeRef.current.width > 0) scheduleDraw();
    return () => {
      painter.close();
      painterRef.current = null;
    };
  }, [showFrame, scheduleDraw, hideSkeleton]);

  const scheduleShift = useCallback(() => {
    if (frameRef.current === 0) frameRef.current = requestAnimationFrame(shift);
  }, [shift]);

  /** Shows the area to show, when it is new and the box has its size (read when the key changes). */
  const fitView = useCallback(() => {
    const surface = surfaceRef.current;
    const behavior = zoomRef.current;
    const { width, height } = sizeRef.current;
    const fit = fitRef.current;
    if (!surface || !behavior || width === 0 || fit.shown === fit.key) return;
    fit.shown = fit.key;
    moveTo(behavior, surface, fitBounds(fit.bounds, width, height));
  }, []);

  // The box's size: the canvas follows it in device pixels.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      if (width === 0 || height === 0) return;
      const hadSize = sizeRef.current.width > 0;
      sizeRef.current = { width, height };
      // Zoomed out, a bigger box would show past the basemap: its smallest zoom grows.
      const behavior = zoomRef.current;
      behavior?.scaleExtent([minScale(width, height), SCALE_EXTENT[1]]);
      if (behavior && hadSize) select(surface).call(behavior.scaleBy, 1);
      fitView();
      scheduleDraw();
    });
    observer.observe(surface);
    return () => observer.disconnect();
  }, [scheduleDraw, fitView]);

  // Pan and zoom.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const behavior = zoom<Surface, unknown>()
      .scaleExtent(SCALE_EXTENT)
      .translateExtent(BASEMAP_EXTENT)
      .on('start', (event: D3ZoomEvent<Surface, unknown>) => {
        isGestureRef.current = event.sourceEvent !== null;
      })
      .on('zoom', (event: D3ZoomEvent<Surface, unknown>) => {
        const { k, x, y } = event.transform;
        viewRef.current = { k, x, y };
        if (event.sourceEvent) movedByUserRef.current = true;
        if (isGestureRef.current) scheduleShift();
        else scheduleDraw();
      })
      .on('end', () => {
        isGestureRef.current = false;
        scheduleDraw();
        clearTimeout(settleRef.current);
        const rest = () => {
          const { width, height } = sizeRef.current;
          const bounds = boundsOf(viewRef.current, width, height);
          const byUser = movedByUserRef.current;
          movedByUserRef.current = false;
          onViewChangeRef.current({ bounds, zoom: mapZoomFor(bounds, width) }, byUser);
        };
        // A person's moves come in bursts (wheel steps, keys): their view counts once it rests.
        if (movedByUserRef.current) settleRef.current = setTimeout(rest, SETTLE_MS);
        else rest();
      });
    zoomRef.current = behavior;
    select(surface).call(behavior);
    return () => {
      select(surface).on('.zoom', null);
      clearTimeout(settleRef.current);
      cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
    };
  }, [scheduleDraw, scheduleShift]);

  // A new area to show (a new 'Search this area', Back): once the box has its size.
  useEffect(() => fitView(), [fitKey, fitView]);

  // New pins are placed before the browser paints them.
  useLayoutEffect(() => {
    placePins();
    if (pins.length > 0) markShown('pins');
  }, [pins, placePins, markShown]);

  /** A move a person asked for with a button or a key: it counts like a drag. */
  const moveBy = useCallback((move: (behavior: ZoomBehavior<Surface, unknown>) => void) => {
    const behavior = zoomRef.current;
    if (!behavior) return;
    movedByUserRef.current = true;
    move(behavior);
  }, []);
  const zoomBy = (factor: number) =>
    moveBy((behavior) => select(surfaceRef.current!).call(behavior.scaleBy, factor));

  function openCluster(pin: MapClusterPin) {
    const { bounds } = pin;
    const [left, top] = projectPoint(viewRef.current, bounds.west, bounds.north);
    const [right, bottom] = projectPoint(viewRef.current, bounds.east, bounds.south);
    const spread = Math.max(right - left, bottom - top) * (SCALE_EXTENT[1] / viewRef.current.k);
    // Even at the deepest zoom they would share the call's cell: they stay one pin.
    if (spread < MAP_CELL_PX) onSpotOpen(pin);
    else zoomToBounds(bounds);
  }

  function zoomToBounds(bounds: MapBounds) {
    const { width, height } = sizeRef.current;
    const fitted = fitBounds(bounds, width, height, 48);
    // Listings at one spot make a box of a point: a cluster opens at least one level deeper.
    const deeper = Math.min(viewRef.current.k * 2, SCALE_EXTENT[1]);
    const view = fitted.k >= deeper ? fitted : centredAt(bounds, deeper, width, height);
    moveBy((behavior) => moveTo(behavior, surfaceRef.current!, view));
  }

  /** A pin focused outside the view (left from before a pan) is brought to its middle. */
  function bringIntoView(pin: MapPin) {
    const { width, height } = sizeRef.current;
    const [x, y] = projectPoint(viewRef.current, pin.lng, pin.lat);
    if (x >= 0 && x <= width && y >= 0 && y <= height) return;
    const k = viewRef.current.k;
    moveBy((behavior) =>
      select(surfaceRef.current!).call(
        behavior.translateBy,
        (width / 2 - x) / k,
        (height / 2 - y) / k,
      ),
    );
  }

  // The pins' handlers call the newest of these (the pins do not render again for them).
  const actionsRef = useRef({ openCluster, bringIntoView });
  useLayoutEffect(() => {
    actionsRef.current = { openCluster, bringIntoView };
  });

  function handleKeyDown(event: React.KeyboardEvent<Surface>) {
    const target = event.target;
    if (target instanceof HTMLElement && target.dataset.pinIndex !== undefined) {
      const next = nextPinIndex(Number(target.dataset.pinIndex), pins.length, event.key);
      if (next === null) return;
      event.preventDefault();
      const pin = pins[next];
      if (pin) pinRefs.current.get(pinKey(pin))?.querySelector('button')?.focus();
      return;
    }
    if (target !== event.currentTarget) return;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    const pan = pans[event.key];
    if (pan) {
      event.preventDefault();
      const k = viewRef.current.k;
      moveBy((behavior) =>
        select(surfaceRef.current!).call(behavior.translateBy, pan[0] / k, pan[1] / k),
      );
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(2);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(0.5);
    }
  }

  // The pins render again only when they, the marked one or their texts change: not when the
  // basemap loads, the map's size settles or its view moves (a gesture only moves their layer).
  const pinItems = useMemo(
    () =>
      pins.map((pin, index) => {
        const key = pinKey(pin);
        const isMarked = pin.kind === 'listing' && pin.id === markedId;
        return (
          <li
            key={key}
            ref={(element) => {
              if (element) pinRefs.current.set(key, element);
              else pinRefs.current.delete(key);
            }}
            className={cn('absolute top-0 left-0', isMarked && 'z-10')}
          >
            <button
              type="button"
              data-pin-index={index}
              data-pin-kind={pin.kind}
              data-pin-id={pin.kind === 'listing' ? pin.id : undefined}
              data-pin-key={key}
              data-marked={isMarked || undefined}
              aria-label={pinLabel(pin)}
              onPointerEnter={() => onPinHover(pin.kind === 'listing' ? pin.id : null)}
              onPointerLeave={() => onPinHover(null)}
              onFocus={() => {
                onPinHover(pin.kind === 'listing' ? pin.id : null);
                actionsRef.current.bringIntoView(pin);
              }}
              onBlur={() => onPinHover(null)}
              onClick={() =>
                pin.kind === 'listing' ? onPinOpen(pin) : actionsRef.current.openCluster(pin)
              }
              className={cn(
                'pointer-events-auto absolute -translate-x-1/2 font-semibold whitespace-nowrap shadow-md',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-900',
                pin.kind === 'listing'
                  ? cn(
                      '-translate-y-full rounded-full border px-2 py-0.5 text-xs',
                      isMarked
                        ? 'border-stone-900 bg-stone-900 text-white'
                        : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-900 hover:text-white',
                    )
                  : 'flex size-9 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-emerald-700 text-sm text-white hover:bg-emerald-800',
              )}
            >
              {pin.kind === 'listing' ? pinPrice(pin.priceCents) : pin.count}
            </button>
          </li>
        );
      }),
    [pins, markedId, pinLabel, onPinHover, onPinOpen],
  );

  return (
    <div className="absolute inset-0 overflow-hidden" onScroll={unscroll}>
      <div
        ref={surfaceRef}
        onScroll={unscroll}
        role="group"
        aria-label={t`Map`}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className="absolute inset-0 cursor-grab bg-sky-100 outline-none focus-visible:ring-4 focus-visible:ring-emerald-700 focus-visible:ring-inset active:cursor-grabbing"
      >
        <span id={hintId} className="sr-only">
          <Trans>
            Arrow keys move the map, plus and minus zoom. Tab goes to the pins; arrow keys move
            between them and Enter opens one.
          </Trans>
        </span>
        <canvas
          ref={canvasRef}
          aria-hidden="true"
          className="absolute inset-0 size-full origin-top-left will-change-transform"
        />
        <ul
          ref={pinsLayerRef}
          className="pointer-events-none absolute inset-0 will-change-transform"
        >
          {pinItems}
        </ul>
        {startsLoading && (
          <Skeleton
            ref={skeletonRef}
            data-testid="list-map-skeleton"
            className="absolute inset-0 rounded-none"
          />
        )}
      </div>
      <ZoomButtons
        labels={{ zoomIn: t`Zoom in`, zoomOut: t`Zoom out` }}
        onZoomIn={() => zoomBy(2)}
        onZoomOut={() => zoomBy(0.5)}
        className="absolute top-3 right-3"
      />
    </div>
  );
}

/**
 * Device pixels per CSS pixel of the canvas: the screen's, at most 2. A phone at 2.6 would fill
 * 70 % more pixels on every draw for lines and labels few eyes tell apart.
 */
const canvasRatio = () => Math.min(window.devicePixelRatio || 1, 2);

/**
 * The browser scrolls a clipped box to show what gets focus or is clicked at its edge; the map
 * moves by its view alone, so such a scroll is undone at once.
 */
function unscroll(event: React.UIEvent<HTMLElement>) {
  event.currentTarget.scrollTop = 0;
  event.currentTarget.scrollLeft = 0;
}

/** The view of zoom `k` centred on a box (for a box too small to fit). */
function centredAt(bounds: MapBounds, k: number, width: number, height: number): ViewTransform {
  const centre = { k, x: 0, y: 0 };
  const [x, y] = projectPoint(
    centre,
    (bounds.west + bounds.east) / 2,
    (bounds.south + bounds.north) / 2,
  );
  return { k, x: width / 2 - x, y: height / 2 - y };
}
