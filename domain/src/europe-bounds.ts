/** Europe as the gazetteer cuts it, the Canaries and the Azores to the Urals' foot: no place lies outside. */
export const EUROPE_BOUNDS = { south: 27, north: 72, west: -32, east: 41 } as const;

export const isInEurope = (point: { lat: number; lng: number }) =>
  Number.isFinite(point.lat) &&
  Number.isFinite(point.lng) &&
  point.lat >= EUROPE_BOUNDS.south &&
  point.lat <= EUROPE_BOUNDS.north &&
  point.lng >= EUROPE_BOUNDS.west &&
  point.lng <= EUROPE_BOUNDS.east;
