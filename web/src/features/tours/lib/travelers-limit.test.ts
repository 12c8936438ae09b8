import { describe, expect, it } from 'vitest';
import { travelersAllowedText } from './travelers-limit';

describe('travelersAllowedText', () => {
  it("states the spec's words where the limit is 12, and the real limit below it", () => {
    expect(travelersAllowedText(12)).toBe('1-12 travelers allowed');
    expect(travelersAllowedText(2)).toBe('1-2 travelers allowed');
    expect(travelersAllowedText(1)).toBe('1 traveler allowed');
  });
});
