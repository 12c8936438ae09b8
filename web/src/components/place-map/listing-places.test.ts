import { describe, expect, it } from 'vitest';
import { listingPlaces } from './listing-places';

const start = { start_place_name: 'Vienna', start_lat: 48.2, start_lng: 16.37 };
const day = (d: number, id: number, name: string, lat: number, lng: number) => ({
  day: d,
  id,
  name,
  country: 'AT',
  lat,
  lng,
});

describe('listingPlaces', () => {
  it("draws a tour's route from its start through its days' places to its end, a place repeated on consecutive days once", () => {
    const places = listingPlaces(
      {
        ...start,
        meeting_point: 'Westbahnhof, main hall',
        meeting_lat: 48.196,
        meeting_lng: 16.338,
        route: [
          day(1, 1, 'Vienna', 48.2, 16.37),
          day(2, 2, 'Salzburg', 47.8, 13.04),
          day(3, 2, 'Salzburg', 47.8, 13.04),
        ],
        end_place_name: 'Innsbruck',
        end_lat: 47.26,
        end_lng: 11.39,
      },
      'Meeting point',
    );
    expect(places.route.map((stop) => stop.name)).toEqual(['Vienna', 'Salzburg', 'Innsbruck']);
    expect(places.meetingPoint).toEqual({
      name: 'Westbahnhof, main hall',
      lat: 48.196,
      lng: 16.338,
    });
  });

  it('shows a micro-tour or a ticket by its meeting point alone, named by the start without words', () => {
    expect(
      listingPlaces(
        { ...start, meeting_point: '  ', meeting_lat: 48.21, meeting_lng: 16.37 },
        'Meeting point',
      ),
    ).toEqual({ route: [], meetingPoint: { name: 'Vienna', lat: 48.21, lng: 16.37 } });
    expect(
      listingPlaces({ meeting_point: null, meeting_lat: 1, meeting_lng: 2 }, 'Meeting point')
        .meetingPoint?.name,
    ).toBe('Meeting point');
  });

  it('leaves out a one-place route beside a meeting point, and a meeting point without coordinates', () => {
    const tour = {
      ...start,
      route: [],
      meeting_point: 'Square',
      meeting_lat: 48.2,
      meeting_lng: 16.3,
    };
    expect(listingPlaces(tour, 'x').route).toEqual([]);
    expect(listingPlaces({ ...tour, meeting_lat: null }, 'x')).toEqual({
      route: [{ name: 'Vienna', lat: 48.2, lng: 16.37 }],
      meetingPoint: null,
    });
  });
});
