import { geoMercator } from 'd3-geo';
import { pageLocale } from '../../../i18n/page-locale';
import {
  type Basemap,
  drawBasemap,
  MAP_COLORS,
  type MapSurface,
} from '../../../lib/map/draw-basemap';
import { scaleOf, type ViewTransform } from './mercator-view';

/**
 * Draws the list map's frame: the shipped basemap for the view (decision 048), in the page's
 * language, or only the water while the basemap loads (or if it could not).
 */
export function createBasemapLayer(context: CanvasRenderingContext2D, surface: MapSurface) {
  const projection = geoMercator();
  return (basemap: Basemap | undefined, view: ViewTransform, width: number, height: number) => {
    if (!basemap) {
      context.fillStyle = MAP_COLORS.water;
      context.fillRect(0, 0, width, height);
      return;
    }
    projection.scale(scaleOf(view.k)).translate([view.x, view.y]);
    drawBasemap(surface, projection, basemap, {
      width,
      height,
      locale: pageLocale,
      zoom: Math.log2(view.k),
    });
  };
}
