import { ToursPage } from '../features/tours/pages/tours-page';
import { listMapSlot } from './list-map-host';

/** The tour list with its map (features compose here, not in each other). */
export function ToursRoute() {
  return <ToursPage map={listMapSlot} />;
}
