import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListMapProps } from '../../../lib/list-map';
import { mapKeys } from '../../../lib/map-keys';
import { getMapPins, type MapView } from '../../../lib/map-pins';

/**
 * The pins of a view. While the next view's pins load, the last ones stay on the map; a view
 * left before its answer came aborts its request (the query's signal), so only the newest counts.
 */
export function useListMapPins(
  { catalogue, filters }: Pick<ListMapProps, 'catalogue' | 'filters'>,
  view: MapView | null,
) {
  return useQuery({
    queryKey: mapKeys.view(catalogue, filters, view),
    queryFn: ({ signal }) => {
      if (!view) throw new Error('no view yet');
      return getMapPins(catalogue, filters, view, signal);
    },
    enabled: view !== null,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
