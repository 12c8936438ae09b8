import { describe, expect, it } from 'vitest';
import { geoUri } from './geo-uri.js';

describe('geoUri', () => {
  it('names the point twice, the label in the query for the maps app', () => {
    expect(geoUri({ lat: 48.208176, lng: 16.373819 }, 'Stephansplatz')).toBe(
      'geo:48.208176,16.373819?q=48.208176,16.373819(Stephansplatz)',
    );
  });

  it('escapes what would end or break the label, and rounds to six decimals', () => {
    expect(geoUri({ lat: 41.40338123, lng: 2.17403 }, 'Plaça (main door) & café #2')).toBe(
      'geo:41.403381,2.17403?q=41.403381,2.17403(Pla%C3%A7a%20%28main%20door%29%20%26%20caf%C3%A9%20%232)',
    );
  });

  it('leaves the query out without a label, and refuses what is no place', () => {
    expect(geoUri({ lat: -33.9, lng: 18.4 }, '  ')).toBe('geo:-33.9,18.4');
    expect(() => geoUri({ lat: 91, lng: 0 }, 'x')).toThrow(RangeError);
    expect(() => geoUri({ lat: Number.NaN, lng: 0 }, 'x')).toThrow(RangeError);
  });
});
