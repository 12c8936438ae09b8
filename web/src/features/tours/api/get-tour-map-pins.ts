import type { MapPinsAnswer } from '@app/domain/map-pins';
import { pageLocale } from '../../../i18n/page-locale';
import { getMapPins, type MapView } from '../../../lib/map-pins';
import { tourListFilters } from '../lib/tour-list-filters';
import type { TourListState } from '../lib/tour-list-params';

/** The map's pins of the tour list under `state` (its filters, search and area) inside `view`. */
export function getTourMapPins(
  state: TourListState,
  view: MapView,
  signal?: AbortSignal,
): Promise<MapPinsAnswer> {
  return getMapPins('tours', tourListFilters(state, pageLocale), view, signal);
}
