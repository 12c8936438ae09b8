import type { MapPin } from '@app/domain/map-pins';

/** A pin's key, stable across answers for the same listing or the same cluster place. */
export const pinKey = (pin: MapPin) =>
  pin.kind === 'listing' ? pin.id : `cluster:${pin.lat.toFixed(5)},${pin.lng.toFixed(5)}`;

/**
 * The order Tab and the arrow keys visit the pins in: west to east, then north to south, as a
 * reader scans a map; the same for every answer with the same pins.
 */
export function orderPins<P extends MapPin>(pins: readonly P[]): P[] {
  return [...pins].sort(
    (a, b) => a.lng - b.lng || b.lat - a.lat || pinKey(a).localeCompare(pinKey(b)),
  );
}

/** The pin after (or before) `index` for an arrow key, wrapping at the ends. */
export function nextPinIndex(index: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
