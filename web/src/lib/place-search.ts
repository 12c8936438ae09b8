import type { PlaceMatch } from '@app/domain/start-place';
import { getSupabase } from './supabase';

export type { PlaceMatch };

function isPlaceMatch(value: unknown): value is PlaceMatch {
  if (typeof value !== 'object' || value === null) return false;
  const get = (key: string): unknown => Reflect.get(value, key);
  return (
    typeof get('id') === 'number' &&
    typeof get('name') === 'string' &&
    (get('matched') === null || typeof get('matched') === 'string') &&
    typeof get('country') === 'string' &&
    typeof get('lat') === 'number' &&
    typeof get('lng') === 'number'
  );
}

/** The gazetteer's places whose name in any language starts with `query` (searched on the server). */
export async function searchPlaces(query: string, signal: AbortSignal): Promise<PlaceMatch[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>(
    `footprint-places?q=${encodeURIComponent(query)}`,
    { method: 'GET', signal },
  );
  if (error) throw error;
  const places: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'places') : [];
  return Array.isArray(places) ? places.filter(isPlaceMatch) : [];
}
