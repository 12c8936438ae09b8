import type { Basemap } from '../../../lib/map/draw-basemap';
import { canvasSurface } from '../../../lib/map/canvas-surface';
import { createBasemapLayer } from './basemap-layer';
import type { FrameRequest } from './basemap-frames';

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of the painter's own and its 2D context. */
export interface FrameCanvas<C extends OffscreenCanvas | HTMLCanvasElement> {
  canvas: C;
  context: Context;
}

/**
 * Draws the basemap for one view on a canvas of its own (reused while the map's size stays),
 * in the worker, or on the main thread where a browser has no OffscreenCanvas.
 */
export function createFramePainter<C extends OffscreenCanvas | HTMLCanvasElement>(
  makeCanvas: (width: number, height: number) => FrameCanvas<C>,
) {
  let frame: FrameCanvas<C> | undefined;
  let layer: ReturnType<typeof createBasemapLayer> | undefined;
  return (basemap: Basemap | undefined, locale: string, request: FrameRequest): C => {
    const { view, width, height, ratio } = request;
    const pixelWidth = Math.max(1, Math.round(width * ratio));
    const pixelHeight = Math.max(1, Math.round(height * ratio));
    if (!frame) {
      frame = makeCanvas(pixelWidth, pixelHeight);
      layer = createBasemapLayer(frame.context, canvasSurface(frame.context));
    } else if (frame.canvas.width !== pixelWidth || frame.canvas.height !== pixelHeight) {
      // A new size clears the canvas and its context's state.
      frame.canvas.width = pixelWidth;
      frame.canvas.height = pixelHeight;
    }
    frame.context.setTransform(ratio, 0, 0, ratio, 0, 0);
    layer!(basemap, view, width, height, locale);
    return frame.canvas;
  };
}

/** Where a canvas gives no 2D context (out of memory, a disabled feature). */
export function noContext(): never {
  throw new Error('basemap: the canvas gives no 2D context');
}
