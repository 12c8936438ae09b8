import { describe, expect, it } from 'vitest';
import { typedSearchNavigation } from './typed-search-history';

describe('typedSearchNavigation', () => {
  it('adds an entry when typing starts from an entry made otherwise', () => {
    for (const state of [null, undefined, {}, { from: '/dashboard' }, 'typedSearch']) {
      expect(typedSearchNavigation({ usr: state, key: 'a', idx: 1 })).toEqual({
        replace: false,
        state: { typedSearch: true },
      });
    }
  });

  it('replaces the entry that the same typing made', () => {
    const first = typedSearchNavigation(null);
    expect(typedSearchNavigation({ usr: first.state, key: 'b', idx: 2 })).toEqual({
      replace: true,
      state: { typedSearch: true },
    });
  });

  it("reads the mark from react-router's entry state only", () => {
    expect(typedSearchNavigation({ typedSearch: true }).replace).toBe(false);
    expect(typedSearchNavigation({ usr: { typedSearch: 'yes' } }).replace).toBe(false);
  });
});
