import './messages';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { type Basemap, drawBasemap, fitProjection } from '../../lib/map/draw-basemap';
import {
  drawPlaces,
  layoutPlaces,
  PIN_HEIGHT,
  placesBounds,
  type PlacesOnMap,
} from '../../lib/map/draw-places';
import { canvasSurface } from '../../lib/map/canvas-surface';
import { loadBasemap } from '../../lib/map/load-basemap';

/** The closest a place map comes: the basemap has no streets, so the towns around give the bearings (the Directions link gives the exact place). */
const MAX_ZOOM = 9;

/**
 * A tour's route or a meeting point drawn on the shipped basemap, filling its box (which the
 * page reserves: PlaceMap). Loads with its own chunk, never with the page; the canvas is an
 * image whose text alternative the page gives.
 */
export default function PlaceMapCanvas({
  places,
  description,
  onSettled,
}: {
  places: PlacesOnMap;
  description: string;
  /** Called once the map is drawn, or has failed to load: the loading state ends. */
  onSettled: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [failed, setFailed] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    let live = true;
    loadBasemap().then(
      (loaded) => live && setBasemap(loaded),
      () => {
        if (!live) return;
        setFailed(true);
        onSettled();
      },
    );
    return () => {
      live = false;
    };
  }, [onSettled]);

  useEffect(() => {
    const element = canvas.current?.parentElement;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) =>
        old?.width === Math.round(width) && old.height === Math.round(height)
          ? old
          : { width: Math.round(width), height: Math.round(height) },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    const bounds = placesBounds(places);
    if (!element || !context || !basemap || !size || !bounds || size.width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(size.width * ratio);
    element.height = Math.round(size.height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const projection = fitProjection(bounds, size.width, size.height, {
      padding: PIN_HEIGHT + 12,
      maxZoom: MAX_ZOOM,
    });
    const surface = canvasSurface(context);
    const layout = layoutPlaces(surface, projection, places);
    drawBasemap(surface, projection, basemap, { ...size, locale, reserved: layout.boxes });
    drawPlaces(surface, layout);
    onSettled();
  }, [basemap, size, places, locale, onSettled]);

  if (failed) {
    return (
      <p className="flex h-full items-center justify-center p-4 text-center text-sm text-stone-600">
        {t`The map could not be loaded.`}
      </p>
    );
  }
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={description}
      className="absolute inset-0 size-full"
      data-testid="place-map-canvas"
    />
  );
}
