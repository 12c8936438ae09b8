import { describe, expect, it } from 'vitest';
import { pickerPoint } from './picker-point';

describe('pickerPoint', () => {
  it('rounds to five decimals', () => {
    expect(pickerPoint({ lat: 48.2081743, lng: 16.3738189 })).toEqual({
      lat: 48.20817,
      lng: 16.37382,
    });
  });

  it('keeps the pin inside Europe', () => {
    expect(pickerPoint({ lat: 80.5, lng: -40.123456 })).toEqual({ lat: 72, lng: -32 });
    expect(pickerPoint({ lat: 10, lng: 60 })).toEqual({ lat: 27, lng: 41 });
  });
});
