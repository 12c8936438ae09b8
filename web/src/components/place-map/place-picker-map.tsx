import './messages';
import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocale } from '../../i18n/use-locale';
import { ZoomButtons } from '../ui/zoom-buttons';
import { type Basemap, centerProjection, drawBasemap } from '../../lib/map/draw-basemap';
import { canvasSurface } from '../../lib/map/canvas-surface';
import { loadBasemap } from '../../lib/map/load-basemap';
import { type LatLng, pickerPoint } from './picker-point';

export interface PlacePickerProps {
  value: LatLng;
  onChange: (point: LatLng) => void;
  /** What the pin marks ('Meeting point'): the start of its accessible name. */
  label: string;
}

const ZOOM = { min: 4, start: 12, max: 15 } as const;
/** Pixels an arrow key moves the pin, and with Shift. */
const KEY_STEP = { small: 4, large: 40 } as const;
/** How close to the edge the pin may come before the map centres on it again. */
const EDGE = 24;
/** The icon's tip sits this far above the button's bottom edge (its padding and the icon's margin). */
const TIP_OFFSET = 7;

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The picker's map (its own chunk): the basemap drawn once per view, the pin a button over it. */
export default function PlacePickerMap({ value, onChange, label }: PlacePickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const help = useId();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const grab = useRef<[number, number] | null>(null);
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [failed, setFailed] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [center, setCenter] = useState<LatLng>(value);

  useEffect(() => {
    let live = true;
    loadBasemap().then(
      (loaded) => live && setBasemap(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      setSize((old) => (old?.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const projection = useMemo(
    () => size && centerProjection([center.lng, center.lat], zoom, size.width, size.height),
    [size, center, zoom],
  );
  const pin = projection?.([value.lng, value.lat]) ?? null;

  // A place set from outside (a gazetteer pick) or moved past the edge: the map follows it.
  const isOutside =
    !!size &&
    !!pin &&
    (pin[0] < EDGE || pin[1] < EDGE || pin[0] > size.width - EDGE || pin[1] > size.height - EDGE);
  useEffect(() => {
    if (isOutside && !grab.current) setCenter(value);
  }, [isOutside, value]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !basemap || !size || !projection) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(size.width * ratio);
    element.height = Math.round(size.height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawBasemap(canvasSurface(context), projection, basemap, { ...size, locale, zoom });
  }, [basemap, size, projection, locale, zoom]);

  const moveTo = (x: number, y: number) => {
    const point = projection?.invert?.([x, y]);
    if (point) onChange(pickerPoint({ lng: point[0], lat: point[1] }));
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!pin) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const rect = box.current!.getBoundingClientRect();
    // Where on the pin it was taken: the pin moves with the finger, not under it.
    grab.current = [event.clientX - rect.left - pin[0], event.clientY - rect.top - pin[1]];
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!grab.current || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    const x = Math.min(rect.width, Math.max(0, event.clientX - rect.left - grab.current[0]));
    const y = Math.min(rect.height, Math.max(0, event.clientY - rect.top - grab.current[1]));
    moveTo(x, y);
  };
  const onPointerUp = () => {
    grab.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || !pin) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP.large : KEY_STEP.small;
    moveTo(pin[0] + move[0] * step, pin[1] + move[1] * step);
  };
  const zoomBy = (delta: number) => {
    setZoom((old) => Math.min(ZOOM.max, Math.max(ZOOM.min, old + delta)));
    setCenter(value);
  };

  const lat = value.lat.toFixed(5);
  const lng = value.lng.toFixed(5);
  return (
    <div ref={box} className="absolute inset-0 select-none" data-testid="place-picker">
      <canvas ref={canvas} aria-hidden="true" className="absolute inset-0 size-full" />
      {!basemap && !failed && (
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-stone-200 motion-reduce:animate-none"
        />
      )}
      {failed && (
        <p className="absolute inset-x-0 top-1/3 text-center text-sm text-stone-600">
          {t`The map could not be loaded.`}
        </p>
      )}
      {pin && (
        <button
          type="button"
          aria-label={t`${label}: pin at ${lat}, ${lng}`}
          aria-describedby={help}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{ left: pin[0], top: pin[1] + TIP_OFFSET }}
          className="absolute -translate-x-1/2 -translate-y-full cursor-grab touch-none rounded-full p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 active:cursor-grabbing"
          data-testid="place-picker-pin"
        >
          <MapPin
            aria-hidden="true"
            className="size-9 fill-rose-700 text-white drop-shadow"
            strokeWidth={1.5}
          />
        </button>
      )}
      <p
        id={help}
        className="absolute top-2 left-2 max-w-[70%] rounded bg-white/90 px-2 py-1 text-xs text-stone-700"
      >
        {t`Drag the pin, or focus it and use the arrow keys (Shift for larger steps).`}
      </p>
      <ZoomButtons
        labels={{ zoomIn: t`Zoom in`, zoomOut: t`Zoom out` }}
        onZoomIn={() => zoomBy(1)}
        onZoomOut={() => zoomBy(-1)}
        canZoomIn={zoom < ZOOM.max}
        canZoomOut={zoom > ZOOM.min}
        className="absolute right-2 bottom-2"
      />
    </div>
  );
}
