import { describe, expect, it } from 'vitest';
import {
  pageCount,
  pageOffset,
  parseListState,
  showingText,
  withListState,
  withoutListStates,
} from './list-state';

const spec = {
  sortKeys: ['title', 'country', 'created_at'] as const,
  defaultSort: 'title',
  defaultDescending: false,
} as const;

describe('parseListState', () => {
  it('reads search, page and sort', () => {
    const params = new URLSearchParams('tab=images&q=lake&page=3&sort=country.desc');
    expect(parseListState(params, spec)).toEqual({
      search: 'lake',
      page: 3,
      sort: 'country',
      descending: true,
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    for (const query of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'sort=price.asc']) {
      expect(parseListState(new URLSearchParams(query), spec)).toEqual({
        search: '',
        page: 1,
        sort: 'title',
        descending: false,
      });
    }
  });

  it('caps the search at the longest the server accepts', () => {
    const state = parseListState(new URLSearchParams({ q: 'x'.repeat(500) }), spec);
    expect(state.search).toHaveLength(200);
  });

  it('reads a prefixed list apart from the main one', () => {
    const params = new URLSearchParams('q=main&bq=other&bpage=2');
    expect(parseListState(params, { ...spec, prefix: 'b' })).toMatchObject({
      search: 'other',
      page: 2,
    });
  });
});

describe('withListState', () => {
  it('writes the state and keeps other parameters', () => {
    const next = withListState(new URLSearchParams('tab=images'), spec, {
      search: 'lake',
      page: 3,
      sort: 'created_at',
      descending: true,
    });
    expect(next.toString()).toBe('tab=images&q=lake&page=3&sort=created_at.desc');
  });

  it('leaves defaults out, so the first page has a short address', () => {
    const next = withListState(
      new URLSearchParams('tab=images&q=lake&page=3&sort=country.asc'),
      spec,
      {
        search: '  ',
        page: 1,
        sort: 'title',
        descending: false,
      },
    );
    expect(next.toString()).toBe('tab=images');
  });

  it('round-trips through parseListState', () => {
    const state = { search: 'a&b=c', page: 7, sort: 'country' as const, descending: false };
    expect(parseListState(withListState(new URLSearchParams(), spec, state), spec)).toEqual(state);
  });
});

describe('withoutListStates', () => {
  it('drops every list parameter and keeps the rest', () => {
    const params = new URLSearchParams(
      'tab=members&q=a&page=2&bpage=3&lpage=4&logq=x&status=paid&member=1',
    );
    expect(withoutListStates(params).toString()).toBe('tab=members&member=1');
  });
});

describe('pager maths', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100_000, 25)).toBe(4000);
  });

  it('finds the offset of a page', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(4000, 25)).toBe(99_975);
  });
});

describe('showingText', () => {
  it('says which rows are shown, with formatted numbers', () => {
    expect(showingText(2, 25, 100_000)).toBe('Showing 26–50 of 100,000');
    expect(showingText(1, 25, 3)).toBe('Showing 1–3 of 3');
    expect(showingText(4000, 25, 100_000)).toBe('Showing 99,976–100,000 of 100,000');
  });

  it('shows nothing for an empty list or a page past the end', () => {
    expect(showingText(1, 25, 0)).toBe('Showing 0 of 0');
    expect(showingText(9, 25, 30)).toBe('Showing 0 of 30');
  });
});
