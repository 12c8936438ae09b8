import { describe, expect, it } from 'vitest';
import { setCataloguePlacesBodySchema } from './catalogue-places-body.js';
import {
  MEETING_POINT_MAX_KM,
  meetingPointFault,
  readEndPlace,
  readMeetingPoint,
  readRoute,
  ROUTE_PLACES_MAX,
} from './catalogue-places.js';

const VIENNA = { lat: 48.20849, lng: 16.37208 };
const linz = { day: 2, id: 2772400, name: 'Linz', country: 'AT', lat: 48.30639, lng: 14.28611 };
const id = '6f1c0a52-3d5e-4b8a-9a57-2c4e1d7b9f30';
const body = { table: 'tours', id, placeId: 2761369, transport: 'rail' };

describe('meeting points and routes (decision 047)', () => {
  it('lets a meeting point lie in Europe within the distance of its start, no further', () => {
    expect(meetingPointFault({ lat: 48.18486, lng: 16.37761 }, VIENNA)).toBeNull();
    // About 49 km due south (a degree of latitude is 111.2 km on the haversine's sphere).
    expect(meetingPointFault({ lat: VIENNA.lat - 0.44, lng: VIENNA.lng }, VIENNA)).toBeNull();
    expect(meetingPointFault({ lat: VIENNA.lat - 0.46, lng: VIENNA.lng }, VIENNA)).toBe(
      'meeting_point_too_far',
    );
    expect(MEETING_POINT_MAX_KM).toBe(50);
    expect(meetingPointFault({ lat: Number.NaN, lng: 16 }, VIENNA)).toBe(
      'meeting_point_outside_europe',
    );
    expect(meetingPointFault({ lat: -33.86, lng: 151.21 }, VIENNA)).toBe(
      'meeting_point_outside_europe',
    );
  });

  it('reads the columns, and refuses a route that is not a list of places', () => {
    expect(readMeetingPoint({ meeting_lat: 48.2, meeting_lng: 16.3 })).toEqual({
      lat: 48.2,
      lng: 16.3,
    });
    expect(readMeetingPoint({ meeting_lat: null, meeting_lng: null })).toBeNull();
    expect(readMeetingPoint({})).toBeNull();
    expect(readRoute([linz])).toEqual([linz]);
    expect(() => readRoute({ places: [linz] })).toThrow();
    expect(() => readRoute([{ ...linz, lat: '48.3' }])).toThrow();
    const end = {
      route: [],
      end_place_id: linz.id,
      end_place_name: 'Linz',
      end_country: 'AT',
      end_lat: linz.lat,
      end_lng: linz.lng,
    };
    expect(readEndPlace(end)).toEqual({
      id: linz.id,
      name: 'Linz',
      country: 'AT',
      lat: linz.lat,
      lng: linz.lng,
    });
    expect(readEndPlace({ ...end, end_lat: null })).toBeNull();
  });

  it('takes a meeting point by id or point, a route of ids by day, and nothing else', () => {
    const ok = [
      { ...body, meetingPoint: { placeId: 2761369 } },
      { ...body, meetingPoint: VIENNA },
      { ...body, meetingPoint: null },
      {
        ...body,
        route: {
          stops: [
            { day: 1, placeId: 2761369 },
            { day: 1, placeId: 1 },
          ],
          endPlaceId: null,
        },
      },
      { ...body, table: 'micro_tours', meetingPoint: VIENNA },
    ];
    for (const value of ok)
      expect(setCataloguePlacesBodySchema.safeParse(value).success).toBe(true);
    const stop = { day: 1, placeId: 2761369 };
    const refused = [
      { ...body, meetingPoint: { ...VIENNA, placeId: 2761369 } },
      { ...body, meetingPoint: { lat: '48.2', lng: 16.3 } },
      { ...body, meetingPoint: { lat: Number.POSITIVE_INFINITY, lng: 16.3 } },
      { ...body, meetingPoint: { lat: Number.NaN, lng: 16.3 } },
      { ...body, route: { stops: [{ ...stop, day: 2 }, stop], endPlaceId: null } },
      { ...body, route: { stops: Array(ROUTE_PLACES_MAX + 1).fill(stop), endPlaceId: null } },
      { ...body, route: { stops: [{ ...stop, name: 'Vienna' }], endPlaceId: null } },
      { ...body, table: 'micro_tours', route: { stops: [], endPlaceId: null } },
      { ...body, lat: 1 },
    ];
    for (const value of refused) {
      expect(setCataloguePlacesBodySchema.safeParse(value).success, JSON.stringify(value)).toBe(
        false,
      );
    }
  });
});
