import { MicroToursPage } from '../features/micro-tours/pages/micro-tours-page';
import { listMapSlot } from './list-map-host';

/** The micro-tour list with its map (features compose here, not in each other). */
export function MicroToursRoute() {
  return <MicroToursPage map={listMapSlot} />;
}
