import { describe, expect, it } from 'vitest';
import { startFormFields, startPlaceChange, startToForm } from './start-place-form';

const vienna = {
  start_place_id: 2761369,
  start_place_name: 'Vienna',
  start_country: 'AT',
  footprint_transport: 'coach',
};
const none = {
  start_place_id: null,
  start_place_name: null,
  start_country: null,
  footprint_transport: 'rail',
};
const id = '6f1c0d3e-8a4b-4c2d-9e1f-0a1b2c3d4e5f';

describe('the start place in the admin forms', () => {
  it('reads a row: its place and transport, or none by train', () => {
    expect(startToForm(vienna)).toEqual({
      start_place: { id: 2761369, name: 'Vienna', country: 'AT' },
      footprint_transport: 'coach',
    });
    expect(startToForm(none)).toEqual({ start_place: null, footprint_transport: 'rail' });
    expect(startToForm(null)).toEqual({ start_place: null, footprint_transport: 'rail' });
  });

  it('sends only the place id and the transport, and only when they changed', () => {
    const milan = { id: 3173435, name: 'Milan', country: 'IT' };
    expect(
      startPlaceChange('tours', id, vienna, { ...startToForm(vienna), start_place: milan }),
    ).toEqual({ table: 'tours', id, placeId: 3173435, transport: 'coach' });
    expect(startPlaceChange('tours', id, vienna, startToForm(vienna))).toBeNull();
    expect(
      startPlaceChange('micro_tours', id, vienna, {
        start_place: null,
        footprint_transport: 'coach',
      }),
    ).toEqual({ table: 'micro_tours', id, placeId: null, transport: 'coach' });
    // A new row: nothing to send for no place by train, a call for a coach or a place.
    expect(startPlaceChange('tours', id, null, startToForm(null))).toBeNull();
    expect(
      startPlaceChange('tours', id, null, { start_place: null, footprint_transport: 'coach' }),
    ).toEqual({ table: 'tours', id, placeId: null, transport: 'coach' });
  });

  it('the form holds a gazetteer id, never coordinates', () => {
    expect(
      startFormFields.start_place.safeParse({ id: -1, name: 'x', country: 'AT' }).success,
    ).toBe(false);
    expect(startFormFields.footprint_transport.safeParse('plane').success).toBe(false);
  });
});
