import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('gives equal bodies one text whatever their key order', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 'é' }], c: null })).toBe(
      canonicalJson({ c: null, a: [{ x: 'é', y: 2 }], b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('tells different bodies apart', () => {
    expect(canonicalJson({ amount_eur: 10 })).not.toBe(canonicalJson({ amount_eur: 10.01 }));
    expect(canonicalJson({ ids: ['a', 'b'] })).not.toBe(canonicalJson({ ids: ['b', 'a'] }));
  });
});
