import { describe, expect, it } from 'vitest';
import { typedSearchNavigation } from './typed-search-history';

describe('typedSearchNavigation', () => {
  it('adds an entry when typing starts from an entry made otherwise', () => {
    for (const state of [null, undefined, {}, { from: '/dashboard' }, 'typedSearch']) {
      expect(typedSearchNavigation(state)).toEqual({
        replace: false,
        state: { typedSearch: true },
      });
    }
  });

  it('replaces the entry that the same typing made', () => {
    const first = typedSearchNavigation(null);
    expect(typedSearchNavigation(first.state)).toEqual({
      replace: true,
      state: { typedSearch: true },
    });
  });
});
