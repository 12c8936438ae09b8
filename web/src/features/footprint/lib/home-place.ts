import type { Locale } from '@app/domain/locales';
import { useSyncExternalStore } from 'react';
import { useMemberHome } from '../api/member-home';

/** A home city: a gazetteer place (GeoNames id), its name as the reader picked it, its country. */
export interface HomePlace {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
}

/**
 * A visitor's home until they pick one: the largest city of the language's country, London for
 * English (the largest English-speaking city on the continent's rail network, by Eurostar).
 */
export const DEFAULT_HOMES: Readonly<Record<Locale, HomePlace>> = {
  en: { id: 2643743, name: 'London', country: 'GB', lat: 51.50853, lng: -0.12574 },
  de: { id: 2950159, name: 'Berlin', country: 'DE', lat: 52.52437, lng: 13.41053 },
  fr: { id: 2988507, name: 'Paris', country: 'FR', lat: 48.85341, lng: 2.3488 },
  es: { id: 3117735, name: 'Madrid', country: 'ES', lat: 40.4165, lng: -3.70256 },
  it: { id: 3169070, name: 'Roma', country: 'IT', lat: 41.89193, lng: 12.51133 },
};

/** The browser's copy of a visitor's home city. */
export const HOME_STORAGE_KEY = 'ecotours.footprint.home';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: HomePlace | null = null;

function isHomePlace(value: unknown): value is HomePlace {
  if (typeof value !== 'object' || value === null) return false;
  const [id, name, country, lat, lng]: unknown[] = ['id', 'name', 'country', 'lat', 'lng'].map(
    (key) => Reflect.get(value, key),
  );
  return (
    typeof id === 'number' &&
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= 200 &&
    typeof country === 'string' &&
    /^[A-Z]{2}$/.test(country) &&
    typeof lat === 'number' &&
    Math.abs(lat) <= 90 &&
    typeof lng === 'number' &&
    Math.abs(lng) <= 180
  );
}

function readStored(): HomePlace | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(HOME_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cached = isHomePlace(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HOME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the visitor's home city in the browser; every line on the page follows at once. */
export function saveHomePlace(place: HomePlace) {
  try {
    window.localStorage.setItem(HOME_STORAGE_KEY, JSON.stringify(place));
  } catch {
    // A browser that keeps nothing (private mode, full storage): the choice lasts this page.
    cachedRaw = JSON.stringify(place);
    cached = place;
  }
  for (const listener of listeners) listener();
}

/** The browser's home city, null until the visitor picks one. */
export function useStoredHomePlace(): HomePlace | null {
  return useSyncExternalStore(subscribe, readStored, () => null);
}

/**
 * The home city the lines count from: a member's on the account, else the one picked in this
 * browser, else the language's default.
 */
export const homeFrom = (
  member: HomePlace | null | undefined,
  stored: HomePlace | null,
  locale: Locale,
): HomePlace => member ?? stored ?? DEFAULT_HOMES[locale];

/** homeFrom for the signed-in member or the visitor reading the page. */
export function useHomePlace(locale: Locale): HomePlace {
  const stored = useStoredHomePlace();
  const member = useMemberHome();
  return homeFrom(member, stored, locale);
}

/** `from=<lat>,<lng>&country=<ISO>`: the home a member's totals count from when the account has none. */
export const homeQuery = (home: HomePlace) =>
  `from=${home.lat},${home.lng}&country=${home.country}`;
