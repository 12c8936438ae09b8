import type { CatalogueFilter, MapBounds } from '@app/domain/map-pins';

/**
 * The lists' `area` param ('Search this area', issue 52): `west,south,east,north` in degrees,
 * kept in the URL. Parsed strictly: four plain decimals inside the globe, west before east and
 * south before north, or no area at all (an edited or stale link is ignored, as other params are).
 */
const DEGREES = /^-?\d{1,3}(?:\.\d{1,7})?$/;

export function parseMapArea(value: string | null): MapBounds | undefined {
  if (value === null) return undefined;
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inside = (degrees: number, limit: number) => degrees >= -limit && degrees <= limit;
  if (![west, east].every((lng) => inside(lng, 180))) return undefined;
  if (![south, north].every((lat) => inside(lat, 90))) return undefined;
  if (west >= east || south >= north) return undefined;
  return { west, south, east, north };
}

/** Five decimals (about a metre) keep the address short; parseMapArea reads what this writes. */
const rounded = (degrees: number) => String(Number(degrees.toFixed(5)) + 0);

export function formatMapArea(area: MapBounds): string {
  return [area.west, area.south, area.east, area.north].map(rounded).join(',');
}

/** The area as the list's filters on a listing's start place (inclusive, as the map's bounds). */
export function mapAreaFilters(area: MapBounds | undefined): CatalogueFilter[] {
  if (!area) return [];
  return [
    { column: 'start_lng', op: 'gte', value: area.west },
    { column: 'start_lng', op: 'lte', value: area.east },
    { column: 'start_lat', op: 'gte', value: area.south },
    { column: 'start_lat', op: 'lte', value: area.north },
  ];
}
