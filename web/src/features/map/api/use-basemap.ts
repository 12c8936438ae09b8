import { useQuery } from '@tanstack/react-query';
import { mapKeys } from '../../../lib/map-keys';
import { loadBasemap } from '../../../lib/map/load-basemap';

/** The shipped basemap, loaded once a map opens and kept for the page's life. */
export const useBasemap = () =>
  useQuery({ queryKey: mapKeys.basemap(), queryFn: loadBasemap, staleTime: Infinity });
