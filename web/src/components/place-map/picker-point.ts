import { EUROPE_BOUNDS } from '@app/domain/europe-bounds';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Five decimals: about a metre, finer than a pin can be placed by hand. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where a dragged pin lands as the picker reports it: inside Europe, rounded to 5 decimals. */
export function pickerPoint({ lat, lng }: LatLng): LatLng {
  return {
    lat: round5(clamp(lat, EUROPE_BOUNDS.south, EUROPE_BOUNDS.north)),
    lng: round5(clamp(lng, EUROPE_BOUNDS.west, EUROPE_BOUNDS.east)),
  };
}
