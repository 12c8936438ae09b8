import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  FOOTPRINT_EDITION,
  computeTripFootprint,
  getGreatCircleKm,
  isValidGeoPoint,
} from './trip-footprint.js';

// One degree of a great circle on the haversine's sphere: 6371 × π / 180 = 111.19493 km.
const DEGREE_KM = (6371 * Math.PI) / 180;

describe('getGreatCircleKm', () => {
  it('uses a sphere of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });
  it('measures arcs of a meridian and of the equator as the angle times the radius', () => {
    expect(getGreatCircleKm({ lat: 45, lng: 10 }, { lat: 47, lng: 10 })).toBeCloseTo(
      2 * DEGREE_KM,
      6,
    );
    expect(getGreatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 10 })).toBeCloseTo(
      10 * DEGREE_KM,
      6,
    );
  });
  it('gives Paris to Berlin as the haversine worked by hand', () => {
    // Paris 48.8566 N 2.3522 E, Berlin 52.52 N 13.405 E; Δφ = 3.6634°, Δλ = 11.0528°.
    // h = sin²(1.8317°) + cos 48.8566° × cos 52.52° × sin²(5.5264°)
    //   = 0.0010217 + 0.65795 × 0.60848 × 0.0092745 = 0.0047347
    // d = 2 × 6371 × asin(√0.0047347) = 2 × 6371 × 0.068864 = 877.5 km (atlases: about 878 km)
    const km = getGreatCircleKm({ lat: 48.8566, lng: 2.3522 }, { lat: 52.52, lng: 13.405 });
    expect(km).toBeGreaterThan(877.4);
    expect(km).toBeLessThan(877.6);
  });
  it('is the same both ways and zero for one place', () => {
    const a = { lat: 41.9028, lng: 12.4964 };
    const b = { lat: 40.4168, lng: -3.7038 };
    expect(getGreatCircleKm(a, b)).toBeCloseTo(getGreatCircleKm(b, a), 9);
    expect(getGreatCircleKm(a, a)).toBe(0);
  });
  it('covers the antipode without leaving the sphere', () => {
    expect(getGreatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      180 * DEGREE_KM,
      6,
    );
  });
});

describe('computeTripFootprint: hand-worked round trips per traveller', () => {
  const cases = [
    {
      name: 'domestic flight against national rail, 2° of meridian',
      // one way 2 × 111.19493 = 222.38985 km; round trip 444.77971 km
      // flight 444.77971 × 0.22928 = 101.979 → 102.0; rail 444.77971 × 0.03546 = 15.772 → 15.8
      input: {
        from: { lat: 45, lng: 10 },
        fromCountry: 'it',
        to: { lat: 47, lng: 10 },
        toCountry: 'IT',
        transport: 'rail' as const,
      },
      expected: { distanceKm: 222.4, flightKg: 102.0, tripKg: 15.8, savedKg: 86.2, saves: true },
    },
    {
      name: 'short-haul flight against international rail, 10° of equator',
      // one way 1111.94927 km; round trip 2223.89853 km
      // flight 2223.89853 × 0.12576 = 279.677 → 279.7; rail 2223.89853 × 0.00446 = 9.919 → 9.9
      input: {
        from: { lat: 0, lng: 0 },
        fromCountry: 'FR',
        to: { lat: 0, lng: 10 },
        toCountry: 'DE',
        transport: 'rail' as const,
      },
      expected: { distanceKm: 1111.9, flightKg: 279.7, tripKg: 9.9, savedKg: 269.8, saves: true },
    },
    {
      name: 'short-haul flight against coach, 10° of equator',
      // coach 2223.89853 × 0.02776 = 61.735 → 61.7; saved 279.7 − 61.7 = 218.0
      input: {
        from: { lat: 0, lng: 0 },
        fromCountry: 'FR',
        to: { lat: 0, lng: 10 },
        toCountry: 'DE',
        transport: 'coach' as const,
      },
      expected: { distanceKm: 1111.9, flightKg: 279.7, tripKg: 61.7, savedKg: 218.0, saves: true },
    },
    {
      name: 'an unknown home country counts as another country (the smaller flight factor)',
      input: {
        from: { lat: 45, lng: 10 },
        to: { lat: 47, lng: 10 },
        toCountry: 'IT',
        transport: 'rail' as const,
      },
      // flight 444.77971 × 0.12576 = 55.935 → 55.9; rail 444.77971 × 0.00446 = 1.984 → 2.0
      expected: { distanceKm: 222.4, flightKg: 55.9, tripKg: 2.0, savedKg: 53.9, saves: true },
    },
    {
      name: 'Paris to Berlin by train',
      // round trip 2 × 877.46333 = 1754.92665 km
      // flight 1754.92665 × 0.12576 = 220.700 → 220.7; rail 1754.92665 × 0.00446 = 7.827 → 7.8
      input: {
        from: { lat: 48.8566, lng: 2.3522 },
        fromCountry: 'FR',
        to: { lat: 52.52, lng: 13.405 },
        toCountry: 'DE',
        transport: 'rail' as const,
      },
      expected: { distanceKm: 877.5, flightKg: 220.7, tripKg: 7.8, savedKg: 212.9, saves: true },
    },
    {
      name: 'no flight under 150 km: a home next to the start saves nothing',
      // one way 111.19493 km < 150: flight 0; coach 222.38985 × 0.02776 = 6.174 → 6.2
      input: {
        from: { lat: 45, lng: 10 },
        fromCountry: 'IT',
        to: { lat: 46, lng: 10 },
        toCountry: 'IT',
        transport: 'coach' as const,
      },
      expected: { distanceKm: 111.2, flightKg: 0, tripKg: 6.2, savedKg: 0, saves: false },
    },
    {
      name: 'home at the start',
      input: {
        from: { lat: 48.8566, lng: 2.3522 },
        fromCountry: 'FR',
        to: { lat: 48.8566, lng: 2.3522 },
        toCountry: 'FR',
        transport: 'rail' as const,
      },
      expected: { distanceKm: 0, flightKg: 0, tripKg: 0, savedKg: 0, saves: false },
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(computeTripFootprint(input)).toEqual({ ...expected, edition: FOOTPRINT_EDITION });
  });

  it('refuses coordinates off the globe', () => {
    expect(() =>
      computeTripFootprint({
        from: { lat: 91, lng: 0 },
        to: { lat: 0, lng: 0 },
        toCountry: 'FR',
        transport: 'rail',
      }),
    ).toThrow(RangeError);
    expect(isValidGeoPoint({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidGeoPoint({ lat: 0, lng: -180.0001 })).toBe(false);
    expect(isValidGeoPoint({ lat: -90, lng: 180 })).toBe(true);
  });
});
