import type { FrameRequest } from './basemap-frames';

/**
 * The basemap painter's queue of views to draw, in the worker or on the page: none is drawn
 * before the basemap has loaded or failed (then the newest asked for is), and of the views asked
 * for while a frame is being drawn only the newest is drawn next. Drawing happens in a task of its own (`defer`), after the
 * messages already queued have been read.
 */
export function createFrameQueue(
  draw: (request: FrameRequest) => void,
  defer: (run: () => void) => void = (run) => setTimeout(run, 0),
) {
  let settled = false;
  let scheduled = false;
  let newest: FrameRequest | undefined;
  let pending: FrameRequest | undefined;

  function schedule() {
    if (scheduled || !settled || !pending) return;
    scheduled = true;
    defer(() => {
      scheduled = false;
      const request = pending;
      pending = undefined;
      if (request) draw(request);
    });
  }

  return {
    /** A view to draw. */
    request(request: FrameRequest) {
      newest = request;
      pending = request;
      schedule();
    },
    /** The basemap has loaded or failed (once): the newest view asked for is drawn. */
    settle() {
      if (settled) return;
      settled = true;
      pending ??= newest;
      schedule();
    },
  };
}
