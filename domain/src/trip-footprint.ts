/**
 * The CO₂ a trip saves against flying (issue 49; docs/decisions/030-co2-saved.md).
 *
 * Per traveller, for the round trip between the traveller's home and the tour's start: the flight
 * over the great-circle distance minus the trip's own transport over that same distance, with one
 * dated, published set of factors (kg CO₂e per passenger-km). Nothing else is counted: not the
 * tour's own days (walked, cycled or driven alike whatever the traveller came by), not the ride
 * to the airport or the station, not the stay.
 */

/** Mean Earth radius (IUGG), km; the haversine's sphere. */
export const EARTH_RADIUS_KM = 6371;

/**
 * UK DESNZ "Greenhouse gas reporting: conversion factors 2025", kg CO₂e per passenger-km.
 * Flights: economy class, with radiative forcing; the 8 % great-circle uplift is already in the
 * factors, so the great-circle distance goes in as it is. Only the factors below are shipped
 * (decision 030 says why ferry and bus are not yet).
 */
export const FOOTPRINT_EDITION = 'UK DESNZ GHG conversion factors 2025';

export const FOOTPRINT_FACTORS = {
  /** Flight, domestic (both ends in one country), average passenger, with RF. */
  flightDomestic: 0.22928,
  /** Flight, short-haul to or from another country, economy, with RF. */
  flightShortHaul: 0.12576,
  /** National rail (both ends in one country). */
  railNational: 0.03546,
  /** International rail (Eurostar-type services). */
  railInternational: 0.00446,
  /** Coach. */
  coach: 0.02776,
} as const;

/**
 * How the traveller reaches the start. For a walking, cycling or rail tour alike this is the
 * journey from home to the first meeting point, not the tour's own days: the train unless the
 * tour says coach.
 */
export const FOOTPRINT_TRANSPORTS = ['rail', 'coach'] as const;
export type FootprintTransport = (typeof FOOTPRINT_TRANSPORTS)[number];

/**
 * Below this great-circle distance no scheduled flight would replace the journey, so there is
 * no flight to save against (a home city next to the start): the flight counts as 0 kg.
 */
export const MIN_FLIGHT_KM = 150;

export type GeoPoint = { lat: number; lng: number };

export type FootprintInput = {
  from: GeoPoint;
  /** ISO 3166-1 alpha-2 of the home city, when known; unknown counts as another country. */
  fromCountry?: string | null;
  to: GeoPoint;
  /** ISO 3166-1 alpha-2 of the tour's start. */
  toCountry: string;
  transport: FootprintTransport;
};

export type TripFootprint = {
  /** Great-circle distance one way, km, to 0.1. */
  distanceKm: number;
  /** Round-trip flight per traveller, kg CO₂e, to 0.1 (0 under MIN_FLIGHT_KM). */
  flightKg: number;
  /** Round-trip journey by the trip's own transport per traveller, kg CO₂e, to 0.1. */
  tripKg: number;
  /** flightKg − tripKg when positive, else 0; to 0.1. */
  savedKg: number;
  /** False when nothing is saved: say so instead of a number. */
  saves: boolean;
  edition: string;
};

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula on a sphere of EARTH_RADIUS_KM. */
export function getGreatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

const roundTenth = (value: number): number => Math.round(value * 10) / 10;

const sameCountry = (a: string | null | undefined, b: string): boolean =>
  typeof a === 'string' && a.toUpperCase() === b.toUpperCase();

/** kg CO₂e per passenger-km of the flight the trip replaces. */
export function getFlightFactor(domestic: boolean): number {
  return domestic ? FOOTPRINT_FACTORS.flightDomestic : FOOTPRINT_FACTORS.flightShortHaul;
}

/** kg CO₂e per passenger-km of the trip's own transport. */
export function getTripFactor(transport: FootprintTransport, domestic: boolean): number {
  if (transport === 'coach') return FOOTPRINT_FACTORS.coach;
  return domestic ? FOOTPRINT_FACTORS.railNational : FOOTPRINT_FACTORS.railInternational;
}

export function computeTripFootprint(input: FootprintInput): TripFootprint {
  if (!isValidGeoPoint(input.from) || !isValidGeoPoint(input.to)) {
    throw new RangeError('coordinates out of range');
  }
  const distanceKm = getGreatCircleKm(input.from, input.to);
  const roundTripKm = 2 * distanceKm;
  const domestic = sameCountry(input.fromCountry, input.toCountry);
  const flightKg = distanceKm < MIN_FLIGHT_KM ? 0 : roundTripKm * getFlightFactor(domestic);
  const tripKg = roundTripKm * getTripFactor(input.transport, domestic);
  const saved = roundTenth(flightKg) - roundTenth(tripKg);
  return {
    distanceKm: roundTenth(distanceKm),
    flightKg: roundTenth(flightKg),
    tripKg: roundTenth(tripKg),
    savedKg: saved > 0 ? roundTenth(saved) : 0,
    saves: saved > 0,
    edition: FOOTPRINT_EDITION,
  };
}

/** `from=<lat>,<lng>`: decimal degrees, at most 8 decimals, no exponent, within range. */
const COORDINATE_PAIR = /^\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;

export function parseCoordinatePair(value: string): GeoPoint | null {
  if (value.length > 64) return null;
  const match = COORDINATE_PAIR.exec(value);
  if (!match) return null;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return isValidGeoPoint(point) ? point : null;
}

/** A tour's id (uuid) or slug as the catalogue writes them. */
export const TOUR_REFERENCE =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i;
export const TOUR_REFERENCE_MAX_LENGTH = 200;
export const COUNTRY_CODE = /^[A-Z]{2}$/i;
