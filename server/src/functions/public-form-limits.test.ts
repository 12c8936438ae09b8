import { describe, expect, it } from 'vitest';
import { waitText } from './public-form-limits.js';

describe('the wait a refused form names', () => {
  it('says "a minute" below a minute and a half, whole minutes rounded up above', () => {
    expect(waitText(1)).toBe('in a minute');
    expect(waitText(89)).toBe('in a minute');
    expect(waitText(90)).toBe('in 2 minutes');
    expect(waitText(2_520)).toBe('in 42 minutes');
    expect(waitText(3_599)).toBe('in 60 minutes');
  });
});
