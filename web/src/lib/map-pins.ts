import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import {
  mapPinsAnswerSchema,
  type CatalogueFilter,
  type MapBounds,
  type MapCatalogue,
  type MapPinsAnswer,
} from '@app/domain/map-pins';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { pageLocale } from '../i18n/page-locale';
import { getCatalogue } from './catalogue-client';

/** The part of the map on screen, and its zoom (see `mapZoomFor`). */
export interface MapView {
  bounds: MapBounds;
  zoom: number;
}

/**
 * The pins of a list's results inside `view` (`POST /rest/v1/rpc/catalogue_map_pins`, migration
 * 0074), through `client`, named in `locale`, checked against the contract. `filters` come from
 * the list's own function (`tourListFilters`, `microTourListFilters`): the map shows what the
 * list shows.
 */
export async function readMapPins(
  client: PostgrestClient<Database>,
  catalogue: MapCatalogue,
  filters: readonly CatalogueFilter[],
  view: MapView,
  locale: Locale,
  signal?: AbortSignal,
): Promise<MapPinsAnswer> {
  let call = client.rpc('catalogue_map_pins', {
    catalogue,
    locale,
    filters: filters.map(({ column, op, value }) => ({ column, op, value })),
    ...view.bounds,
    zoom: view.zoom,
  });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw error;
  return mapPinsAnswerSchema.parse(data);
}

/** readMapPins with the catalogue's client in the page's language; `signal` aborts a stale call. */
export async function getMapPins(
  catalogue: MapCatalogue,
  filters: readonly CatalogueFilter[],
  view: MapView,
  signal?: AbortSignal,
): Promise<MapPinsAnswer> {
  return readMapPins(await getCatalogue(), catalogue, filters, view, pageLocale, signal);
}
