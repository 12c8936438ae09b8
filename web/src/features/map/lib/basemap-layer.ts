import { geoMercator } from 'd3-geo';
import {
  type Basemap,
  drawBasemap,
  MAP_COLORS,
  type MapSurface,
  zoomScale,
} from '../../../lib/map/draw-basemap';
import type { ViewTransform } from './mercator-view';

/**
 * Draws the list map's frame: the shipped basemap for the view (decision 048), in the page's
 * language, or only the water while the basemap loads (or if it could not).
 */
export function createBasemapLayer(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  surface: MapSurface,
) {
  const projection = geoMercator();
  return (
    basemap: Basemap | undefined,
    view: ViewTransform,
    width: number,
    height: number,
    locale: string,
  ) => {
    if (!basemap) {
      context.fillStyle = MAP_COLORS.water;
      context.fillRect(0, 0, width, height);
      return;
    }
    // The worker draws this: the view's scale comes from the drawing module, not from
    // mercator-view, whose pins contract would bring zod into the worker.
    const zoom = Math.log2(view.k);
    projection.scale(zoomScale(zoom)).translate([view.x, view.y]);
    drawBasemap(surface, projection, basemap, { width, height, locale, zoom });
  };
}
