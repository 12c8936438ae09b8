import { isBasemapFile } from './basemap-file.js';
import { type Basemap, prepareBasemap } from './draw-basemap.js';

/** Fetches the shipped basemap from `url` and decodes it for drawing. */
export async function fetchBasemap(url: string): Promise<Basemap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
  const file: unknown = await response.json();
  if (!isBasemapFile(file)) throw new Error('basemap: unexpected file');
  return prepareBasemap(file);
}
