import { describe, expect, it } from 'vitest';
import { isUuid } from './is-uuid';

describe('isUuid', () => {
  it('accepts uuids in either case', () => {
    expect(isUuid('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('3F2B8C1E-9D4A-4C6B-8E2F-1A2B3C4D5E6F')).toBe(true);
  });

  it('treats slugs and near-misses as slugs', () => {
    expect(isUuid('lisbon-alfama-walk')).toBe(false);
    expect(isUuid('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6')).toBe(false);
    expect(isUuid('3f2b8c1e9d4a4c6b8e2f1a2b3c4d5e6f')).toBe(false);
    expect(isUuid(' 3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
