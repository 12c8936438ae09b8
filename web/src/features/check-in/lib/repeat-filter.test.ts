import { describe, expect, it } from 'vitest';
import { createRepeatFilter } from './repeat-filter';

function clockedFilter() {
  let time = 0;
  const filter = createRepeatFilter(3_000, () => time);
  return { filter, advance: (ms: number) => (time += ms) };
}

describe('createRepeatFilter', () => {
  it('lets a code through once while frames repeat it', () => {
    const { filter, advance } = clockedFilter();
    expect(filter('A')).toBe(true);
    advance(100);
    expect(filter('A')).toBe(false);
    advance(2_000);
    expect(filter('A')).toBe(false);
  });

  it('lets the same code through again after 3 s without it', () => {
    const { filter, advance } = clockedFilter();
    expect(filter('A')).toBe(true);
    advance(3_000);
    expect(filter('A')).toBe(true);
  });

  it('counts a code held in view as one scan', () => {
    const { filter, advance } = clockedFilter();
    expect(filter('A')).toBe(true);
    for (let frame = 0; frame < 100; frame += 1) {
      advance(200);
      expect(filter('A')).toBe(false);
    }
  });

  it('lets another code through at once, and the first again after it', () => {
    const { filter, advance } = clockedFilter();
    expect(filter('A')).toBe(true);
    advance(10);
    expect(filter('B')).toBe(true);
    advance(10);
    expect(filter('A')).toBe(true);
  });
});
