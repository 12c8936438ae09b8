import type { MapPinsAnswer } from '@app/domain/map-pins';
import { pageLocale } from '../../../i18n/page-locale';
import { getMapPins, type MapView } from '../../../lib/map-pins';
import { microTourListFilters } from '../lib/micro-tour-list-filters';
import type { MicroTourListParams } from '../lib/micro-tour-search-params';

/**
 * The map's pins of the micro-tour list under `params` (its filters, search and area; sort and
 * page do not matter) inside `view`.
 */
export function getMicroTourMapPins(
  params: MicroTourListParams,
  view: MapView,
  signal?: AbortSignal,
): Promise<MapPinsAnswer> {
  return getMapPins('micro_tours', microTourListFilters(params, pageLocale), view, signal);
}
