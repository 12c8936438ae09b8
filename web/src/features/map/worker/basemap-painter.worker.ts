import type { Basemap } from '../../../lib/map/draw-basemap';
import { fetchBasemap } from '../../../lib/map/fetch-basemap';
import type { FrameRequest, PainterAnswer, PainterMessage } from '../lib/basemap-frames';
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
let settled = false;
let locale = 'en';
let newest: FrameRequest | undefined;
let pending: FrameRequest | undefined;
let scheduled = false;
const paint = createFramePainter((width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return { canvas, context: canvas.getContext('2d') ?? noContext() };
});

function schedule() {
  if (scheduled || !settled || !pending) return;
  scheduled = true;
  // A task, not a microtask: paint requests already queued are read first and only the last kept.
  setTimeout(() => {
    scheduled = false;
    const request = pending;
    pending = undefined;
    if (!request) return;
    const bitmap = paint(basemap, locale, request).transferToImageBitmap();
    post({ type: 'frame', view: request.view, bitmap, withBasemap: basemap !== undefined }, [
      bitmap,
    ]);
  }, 0);
}

self.addEventListener('message', ({ data: message }: MessageEvent<PainterMessage>) => {
  if (message.type === 'open') {
    locale = message.locale;
    fetchBasemap(message.basemapUrl).then(
      (loaded) => {
        basemap = loaded;
        settled = true;
        post({ type: 'ready' });
        pending ??= newest;
        schedule();
      },
      (error: unknown) => {
        settled = true;
        post({ type: 'failed', reason: String(error) });
        pending ??= newest;
        schedule();
      },
    );
    return;
  }
  const { type: _type, ...request } = message;
  newest = request;
  pending = request;
  schedule();
});
