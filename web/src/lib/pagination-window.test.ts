import { describe, expect, it } from 'vitest';
import { countPages, getPaginationWindow } from './pagination-window';

describe('getPaginationWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(getPaginationWindow(1, 1)).toEqual([1]);
    expect(getPaginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(getPaginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres five buttons on the current page', () => {
    expect(getPaginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(getPaginationWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('shifts the window inwards at the first and last pages', () => {
    expect(getPaginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPaginationWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(getPaginationWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(getPaginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('never shows more than the maximum, also with an even maximum', () => {
    expect(getPaginationWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(getPaginationWindow(50, 100)).toHaveLength(5);
  });

  it('clamps a current page outside the range and returns nothing without pages', () => {
    expect(getPaginationWindow(99, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(getPaginationWindow(0, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(getPaginationWindow(1, 0)).toEqual([]);
  });
});

describe('countPages', () => {
  it('rounds up and keeps one page for an empty list', () => {
    expect(countPages(0, 24)).toBe(1);
    expect(countPages(24, 24)).toBe(1);
    expect(countPages(25, 24)).toBe(2);
    expect(countPages(49, 24)).toBe(3);
  });
});
