import { describe, expect, it } from 'vitest';
import { parseBanDuration } from './admin-users.js';

describe('parseBanDuration (GoTrue ban_duration)', () => {
  it('reads Go durations and none', () => {
    const before = Date.now();
    const until = parseBanDuration('1h30m15s')!.getTime();
    expect(until - before).toBeGreaterThanOrEqual(5415_000);
    expect(until - before).toBeLessThan(5416_000);
    expect(parseBanDuration('500ms')!.getTime() - before).toBeLessThan(1_000);
    expect(parseBanDuration('none')).toBeNull();
  });

  it.each(['', '3 days', '1h 2m', '10', 'h', '-1h', '1d', '99999999999h'])(
    'refuses %j with validation_failed',
    (value) => {
      expect(() => parseBanDuration(value)).toThrow(
        expect.objectContaining({ status: 400, errorCode: 'validation_failed' }),
      );
    },
  );
});
