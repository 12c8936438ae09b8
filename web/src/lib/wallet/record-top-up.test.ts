import { describe, expect, it } from 'vitest';
import { topUpNotes } from './record-top-up';

describe('topUpNotes', () => {
  it("writes the spec's notes with the amount in euros", () => {
    expect(topUpNotes('quick', 20)).toBe('Quick top-up of €20.00');
    expect(topUpNotes('custom', 12.5)).toBe('Custom top-up of €12.50');
  });
});
