import type { Basemap } from '../../../lib/map/draw-basemap';
import { fetchBasemap } from '../../../lib/map/fetch-basemap';
import type { PainterAnswer, PainterMessage } from '../lib/basemap-frames';
import { createFrameQueue } from '../lib/frame-queue';
import { createFramePainter, noContext } from '../lib/paint-frame';

/**
 * The list map's basemap painter (decision 050): loads and decodes the basemap and draws each
 * view's frame off the main thread, on an OffscreenCanvas, answering an ImageBitmap. Requests
 * that queue up while a frame is drawn are skipped but the newest. (The app's types are the
 * page's, whose `postMessage` and `message` event have the same shape as a worker's.)
 */
const post = (answer: PainterAnswer, transfer: Transferable[] = []) =>
  self.postMessage(answer, { transfer });

let basemap: Basemap | undefined;
let locale = 'en';
const paint = createFramePainter((width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return { canvas, context: canvas.getContext('2d') ?? noContext() };
});
const frames = createFrameQueue((request) => {
  const bitmap = paint(basemap, locale, request).transferToImageBitmap();
  post({ type: 'frame', view: request.view, bitmap, withBasemap: basemap !== undefined }, [bitmap]);
});

self.addEventListener('message', ({ data: message }: MessageEvent<PainterMessage>) => {
  if (message.type === 'open') {
    locale = message.locale;
    fetchBasemap(message.basemapUrl).then(
      (loaded) => {
        basemap = loaded;
        post({ type: 'ready' });
        frames.settle();
      },
      (error: unknown) => {
        post({ type: 'failed', reason: String(error) });
        frames.settle();
      },
    );
    return;
  }
  const { type: _type, ...request } = message;
  frames.request(request);
});
