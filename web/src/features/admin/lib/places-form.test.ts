import { describe, expect, it } from 'vitest';
import { meetingToForm, placesChange, routeToForm, sortRoute } from './start-place-form';

const vienna = { id: 2761369, name: 'Vienna', country: 'AT' };
const linz = { id: 2772400, name: 'Linz', country: 'AT' };
const salzburg = { id: 2766824, name: 'Salzburg', country: 'AT' };

const row = {
  start_place_id: vienna.id,
  start_place_name: vienna.name,
  start_country: 'AT',
  footprint_transport: 'rail',
  meeting_lat: 48.18486,
  meeting_lng: 16.37761,
  route: [
    { day: 1, ...vienna, lat: 48.20849, lng: 16.37208 },
    { day: 2, ...linz, lat: 48.30639, lng: 14.28611 },
  ],
  end_place_id: salzburg.id,
  end_place_name: 'Salzburg',
  end_country: 'AT',
  end_lat: 47.79941,
  end_lng: 13.04399,
};

const values = () => ({
  start_place: vienna,
  footprint_transport: 'rail' as const,
  ...meetingToForm(row),
  ...routeToForm(row),
});

describe('the places of a tour in the admin form (issue 52)', () => {
  it('reads the row and sends nothing when nothing changed', () => {
    expect(values()).toMatchObject({
      meeting_at: { lat: 48.18486, lng: 16.37761, placeId: null, label: null },
      route: [
        { day: 1, ...vienna },
        { day: 2, ...linz },
      ],
      end_place: salzburg,
    });
    expect(placesChange('tours', 'x', row, values())).toBeNull();
  });

  it('sends a picked place by its id, a dragged pin by its point, and null to clear', () => {
    const picked = { lat: 48.2, lng: 16.37, placeId: vienna.id, label: 'Vienna, AT' };
    expect(placesChange('tours', 'x', row, { ...values(), meeting_at: picked })).toEqual({
      table: 'tours',
      id: 'x',
      placeId: vienna.id,
      transport: 'rail',
      meetingPoint: { placeId: vienna.id },
    });
    const dragged = { ...picked, lat: 48.21, placeId: null };
    expect(placesChange('tours', 'x', row, { ...values(), meeting_at: dragged })).toMatchObject({
      meetingPoint: { lat: 48.21, lng: 16.37 },
    });
    expect(placesChange('micro_tours', 'x', row, { ...values(), meeting_at: null })).toEqual({
      table: 'micro_tours',
      id: 'x',
      placeId: vienna.id,
      transport: 'rail',
      meetingPoint: null,
    });
  });

  it('sends the route in the order of its days when a place or the end changed', () => {
    const added = [...values().route, { day: 1, ...salzburg }];
    expect(sortRoute(added).map((place) => place.name)).toEqual(['Vienna', 'Salzburg', 'Linz']);
    expect(placesChange('tours', 'x', row, { ...values(), route: added })).toMatchObject({
      route: {
        stops: [
          { day: 1, placeId: vienna.id },
          { day: 1, placeId: salzburg.id },
          { day: 2, placeId: linz.id },
        ],
        endPlaceId: salzburg.id,
      },
    });
    expect(placesChange('tours', 'x', row, { ...values(), end_place: null })).toMatchObject({
      route: { endPlaceId: null },
    });
    // A micro-tour has no route to send.
    expect(placesChange('micro_tours', 'x', row, { ...values(), route: added })).toBeNull();
  });

  it('a new tour sends its places with its start, and nothing when it has none', () => {
    const none = { start_place: null, footprint_transport: 'rail' as const, meeting_at: null };
    expect(placesChange('tours', 'x', null, { ...none, route: [], end_place: null })).toBeNull();
    expect(placesChange('tours', 'x', null, values())).toMatchObject({
      placeId: vienna.id,
      meetingPoint: { lat: 48.18486, lng: 16.37761 },
      route: { endPlaceId: salzburg.id },
    });
  });
});
