import {
  mapPinsAnswerSchema,
  type CatalogueFilter,
  type MapCatalogue,
  type MapPinsAnswer,
} from '@app/domain/map-pins';
import { pageLocale } from '../../../i18n/page-locale';
import type { MapPinsView } from '../../../lib/list-map';
import { loadPublicConfig } from '../../../lib/supabase';

// NOTE: interim, until the pins call's own client (branch map-pins) lands; same request.
export async function getMapPins(
  catalogue: MapCatalogue,
  filters: readonly CatalogueFilter[],
  { bounds, zoom }: MapPinsView,
  signal?: AbortSignal,
): Promise<MapPinsAnswer> {
  const { supabaseUrl, anonKey } = await loadPublicConfig();
  const response = await fetch(
    `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/catalogue_map_pins`,
    {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ catalogue, locale: pageLocale, filters, ...bounds, zoom }),
      signal,
    },
  );
  if (!response.ok) throw new Error(`catalogue_map_pins answered ${response.status}`);
  return mapPinsAnswerSchema.parse(await response.json());
}
