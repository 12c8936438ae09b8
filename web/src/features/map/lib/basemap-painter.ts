import { pageLocale } from '../../../i18n/page-locale';
import { basemapAddress } from '../../../lib/map/basemap-address';
import type { Basemap } from '../../../lib/map/draw-basemap';
import type { FrameRequest, PainterAnswer } from './basemap-frames';
import { createFrameQueue } from './frame-queue';

export type BasemapState = 'loading' | 'ready' | 'failed';

interface Backend {
  paint(request: FrameRequest): void;
}

export interface BasemapPainter {
  /** Asks for the frame of a view; its answer comes later, and a newer request may skip it. */
  paint(request: FrameRequest): void;
  close(): void;
}

/**
 * One painter for the page's life (the basemap is decoded once, like loadBasemap's): in a worker
 * where the browser draws on an OffscreenCanvas there (the main thread only shows the frames:
 * decision 050, issue 52's 200 ms), on the main thread elsewhere or if the worker fails to start.
 */
let backend: Backend | undefined;
let state: BasemapState = 'loading';
let listener: ((answer: PainterAnswer) => void) | undefined;

function answer(message: PainterAnswer) {
  if (message.type === 'ready') state = 'ready';
  if (message.type === 'failed') state = 'failed';
  if (listener) listener(message);
  else if (message.type === 'frame') message.bitmap.close();
}

const canPaintOffThread = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  'transferToImageBitmap' in OffscreenCanvas.prototype;

function workerBackend(): Backend {
  const worker = new Worker(new URL('../worker/basemap-painter.worker.ts', import.meta.url), {
    type: 'module',
    name: 'basemap-painter',
  });
  let last: FrameRequest | undefined;
  worker.onmessage = (event: MessageEvent<PainterAnswer>) => answer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    backend = mainThreadBackend();
    if (last) backend.paint(last);
  };
  worker.postMessage({ type: 'open', basemapUrl: basemapAddress(), locale: pageLocale });
  return {
    paint(request) {
      last = request;
      worker.postMessage({ type: 'paint', ...request });
    },
  };
}

function mainThreadBackend(): Backend {
  let basemap: Basemap | undefined;
  // The drawing code loads only here: where the worker draws, the main thread never runs it.
  const drawing = Promise.all([import('./paint-frame'), import('../../../lib/map/load-basemap')]);
  const painting = drawing.then(([{ createFramePainter, noContext }]) =>
    createFramePainter((width, height) => {
      const canvas = Object.assign(document.createElement('canvas'), { width, height });
      return { canvas, context: canvas.getContext('2d') ?? noContext() };
    }),
  );
  const frames = createFrameQueue(
    (request) =>
      void painting
        .then((paint) => createImageBitmap(paint(basemap, pageLocale, request)))
        .then((bitmap) =>
          answer({ type: 'frame', view: request.view, bitmap, withBasemap: basemap !== undefined }),
        ),
  );
  drawing
    .then(([, { loadBasemap }]) => loadBasemap())
    .then(
      (loaded) => {
        basemap = loaded;
        answer({ type: 'ready' });
      },
      (error: unknown) => answer({ type: 'failed', reason: String(error) }),
    )
    .finally(() => frames.settle());
  return { paint: (request) => frames.request(request) };
}

/** Whether the basemap has loaded (a map opened again starts from here). */
export const currentBasemapState = (): BasemapState => state;

/**
 * The painter, answering `onAnswer` until closed. A state reached since the map last read
 * `currentBasemapState` is told again, so that none is missed in between.
 */
export function openBasemapPainter(onAnswer: (answer: PainterAnswer) => void): BasemapPainter {
  listener = onAnswer;
  backend ??= canPaintOffThread() ? workerBackend() : mainThreadBackend();
  if (state !== 'loading') {
    const settled: PainterAnswer =
      state === 'ready' ? { type: 'ready' } : { type: 'failed', reason: 'told again' };
    queueMicrotask(() => {
      if (listener === onAnswer) onAnswer(settled);
    });
  }
  return {
    paint: (request) => backend?.paint(request),
    close() {
      if (listener === onAnswer) listener = undefined;
    },
  };
}
