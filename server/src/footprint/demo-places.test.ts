import { buildCatalogue } from '@app/db/catalogue';
import { routePlaces, startPlaces, getStartPlace } from '@app/db/demo-places';
import { isInEurope } from '@app/domain/europe-bounds';
import { MEETING_POINT_MAX_KM, readRoute } from '@app/domain/catalogue-places';
import { getGreatCircleKm } from '@app/domain/trip-footprint';
import { describe, expect, it } from 'vitest';
import { getPlace } from './gazetteer.js';

const { tours, microTours } = buildCatalogue(new Date('2026-03-15T09:30:00Z'));

describe('the demo places (issue 52)', () => {
  it('are the gazetteer’s own entries: id, name, country and coordinates', () => {
    // Five start places (issue 49) are GeoNames towns under the gazetteer's floor of 5,000.
    const underTheFloor = new Set(['Benasque', 'Orgosolo', 'Plitvice Lakes', 'Svolvær', 'Tokaj']);
    for (const [stop, place] of Object.entries({ ...startPlaces, ...routePlaces })) {
      const entry = getPlace(place.geonameId);
      if (entry === null && underTheFloor.has(stop)) continue;
      expect(entry, stop).not.toBeNull();
      expect(
        { name: entry!.name, country: entry!.country, lat: entry!.lat, lng: entry!.lng },
        stop,
      ).toEqual({ name: place.name, country: place.country, lat: place.lat, lng: place.lng });
    }
  });

  it('put every micro-tour’s meeting point in its city, within 5 km of the gazetteer’s point', () => {
    for (const tour of microTours) {
      const city = getStartPlace(tour.city);
      const point = { lat: tour.meeting_lat, lng: tour.meeting_lng };
      expect(isInEurope(point), tour.slug).toBe(true);
      expect(getGreatCircleKm(point, city), tour.slug).toBeLessThan(5);
    }
  });

  it('put every tour’s meeting point near its start: in town, or at the station or park gate it names', () => {
    const far = new Map([
      // Entrance 1 of the lakes, from Korenica, the seat of the park's municipality.
      ['plitvice-lakes-day-walk', 25],
      // Nuoro bus station, the one a traveller reaches Orgosolo from.
      ['sardinian-shepherds-table', 15],
      // The TGV station, south of the walls.
      ['provence-lavender-and-markets-by-bike', 5],
    ]);
    for (const tour of tours) {
      const start = getStartPlace(tour.start_locations[0]!);
      const km = getGreatCircleKm({ lat: tour.meeting_lat, lng: tour.meeting_lng }, start);
      expect(km, tour.slug).toBeLessThan(Math.min(far.get(tour.slug) ?? 3, MEETING_POINT_MAX_KM));
    }
  });

  it('give each multi-day tour a route of its days that starts at its start, days in order', () => {
    for (const tour of tours.filter((t) => t.duration_days > 1)) {
      const route = readRoute(tour.route);
      expect(route[0], tour.slug).toMatchObject({
        day: 1,
        id: getStartPlace(tour.start_locations[0]!).geonameId,
      });
      route.forEach((place, i) => {
        expect(place.day).toBeLessThanOrEqual(tour.duration_days);
        if (i > 0) expect(place.day, tour.slug).toBeGreaterThan(route[i - 1]!.day);
        // Consecutive places of a route are a day's travel apart at most.
        if (i > 0) expect(getGreatCircleKm(place, route[i - 1]!), tour.slug).toBeLessThan(700);
      });
    }
    const withLegs = tours.filter((t) => readRoute(t.route).length >= 2);
    expect(withLegs.length).toBeGreaterThanOrEqual(35);
  });
});
