import basemapUrl from 'virtual:basemap-url';
import { type Basemap, prepareBasemap } from './draw-basemap.js';
import { isBasemapFile } from './basemap-file.js';

let loading: Promise<Basemap> | undefined;

/**
 * The shipped basemap, fetched from the product's own origin the first time a map opens and
 * decoded once per page (the file is cached for a year under its hashed name). A failed fetch
 * is forgotten, so the next map tries again.
 */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      const file: unknown = await response.json();
      if (!isBasemapFile(file)) throw new Error('basemap: unexpected file');
      return prepareBasemap(file);
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
