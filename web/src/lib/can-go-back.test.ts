import { describe, expect, it } from 'vitest';
import { canGoBack } from './can-go-back';

describe('canGoBack', () => {
  it('is true past the first entry of the visit only', () => {
    expect(canGoBack({ idx: 2, key: 'a' })).toBe(true);
    expect(canGoBack({ idx: 0 })).toBe(false);
    expect(canGoBack(null)).toBe(false);
    expect(canGoBack({ idx: '3' })).toBe(false);
    expect(canGoBack('state')).toBe(false);
  });
});
