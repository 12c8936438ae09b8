import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');

  it('reads seconds, and an HTTP date as the seconds until it', () => {
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 01 Jan 2030 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Tue, 01 Jan 2030 11:59:00 GMT', now)).toBe(0);
  });

  it('is null without a readable value', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
