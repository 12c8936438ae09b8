import type { ViewTransform } from './mercator-view';

/** The sea under everything; the basemap's land is drawn over it. */
const SEA = '#dbeafe';

/** Draws the basemap for a view into a canvas context already scaled to CSS pixels. */
export function drawBasemapLayer(
  context: CanvasRenderingContext2D,
  _view: ViewTransform,
  width: number,
  height: number,
) {
  context.fillStyle = SEA;
  context.fillRect(0, 0, width, height);
}
