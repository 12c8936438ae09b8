import basemapUrl from 'virtual:basemap-url';
import type { Basemap } from './draw-basemap.js';
import { fetchBasemap } from './fetch-basemap.js';

let loading: Promise<Basemap> | undefined;

/**
 * The shipped basemap, fetched from the product's own origin the first time a map opens and
 * decoded once per page (the file is cached for a year under its hashed name). A failed fetch
 * is forgotten, so the next map tries again.
 */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetchBasemap(basemapUrl).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
