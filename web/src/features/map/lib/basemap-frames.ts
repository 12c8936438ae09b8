import type { ViewTransform } from './mercator-view';

/**
 * What the list map and its basemap painter say to each other (decision 050): the map asks for
 * the basemap drawn for a view; the painter answers with the frame as an ImageBitmap, which the
 * map shows and moves to where the view is by then, both in one task (no frame shows the new
 * picture at the old place).
 */
export interface FrameRequest {
  view: ViewTransform;
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
}

export type PainterMessage =
  { type: 'open'; basemapUrl: string; locale: string } | ({ type: 'paint' } & FrameRequest);

export type PainterAnswer =
  /** The basemap has loaded: frames show it from now on. */
  | { type: 'ready' }
  /** It could not load: frames show water. */
  | { type: 'failed'; reason: string }
  | { type: 'frame'; view: ViewTransform; bitmap: ImageBitmap; withBasemap: boolean };
