import type { MapPin } from '@app/domain/map-pins';
import { describe, expect, it } from 'vitest';
import { nextPinIndex, orderPins, pinKey } from './pin-order';

const listing = (id: string, lng: number, lat: number): MapPin => ({
  kind: 'listing',
  id,
  slug: id,
  title: id,
  priceCents: 1000,
  lat,
  lng,
});

describe('the pins keyboard order', () => {
  it('goes west to east, then north to south, and ignores the answer order', () => {
    const prague = listing('prague', 14.42, 50.08);
    const vienna = listing('vienna', 16.37, 48.21);
    const lisbon = listing('lisbon', -9.14, 38.72);
    const northOfPrague = listing('north', 14.42, 51);
    const cluster: MapPin = {
      kind: 'cluster',
      count: 3,
      lat: 41.9,
      lng: 12.5,
      minPriceCents: 500,
      bounds: { west: 12, south: 41, east: 13, north: 42 },
    };
    const ordered = orderPins([vienna, prague, cluster, lisbon, northOfPrague]).map(pinKey);
    expect(ordered).toEqual(['lisbon', 'cluster:41.90000,12.50000', 'north', 'prague', 'vienna']);
    expect(orderPins([prague, vienna, lisbon]).map(pinKey)).toEqual(
      orderPins([lisbon, vienna, prague]).map(pinKey),
    );
  });

  it('moves with the arrows, wraps at the ends, and jumps with Home and End', () => {
    expect(nextPinIndex(0, 3, 'ArrowRight')).toBe(1);
    expect(nextPinIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextPinIndex(0, 3, 'ArrowLeft')).toBe(2);
    expect(nextPinIndex(1, 3, 'ArrowUp')).toBe(0);
    expect(nextPinIndex(1, 3, 'Home')).toBe(0);
    expect(nextPinIndex(1, 3, 'End')).toBe(2);
    expect(nextPinIndex(1, 3, 'Enter')).toBeNull();
    expect(nextPinIndex(0, 0, 'ArrowRight')).toBeNull();
  });
});
