import { describe, expect, it } from 'vitest';
import { parseFirstListPage, serializeFirstListPage } from './first-list-page';

const page = {
  tours: [{ id: 't1', title: 'Lakes </script><script>alert(1)</script> & <!-- more' }],
  totalCount: 40,
  page: 1,
};

describe('the first list page in the HTML (decision 023)', () => {
  it('reads back what the gateway wrote, for its own list only', () => {
    const text = serializeFirstListPage({ list: 'tours', ageMs: 120, page });
    expect(parseFirstListPage(text, 'tours')).toEqual({ list: 'tours', ageMs: 120, page });
    expect(parseFirstListPage(text, 'micro-tours')).toBeUndefined();
  });

  it('writes no `<`, so no title can close the element or open a comment', () => {
    const text = serializeFirstListPage({ list: 'tours', ageMs: 0, page });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['malformed JSON', '{"list":"tours","ageMs":0,"page":{"tours":['],
    ['JSON that is not an object', '"tours"'],
    ['null', 'null'],
    ['no age', JSON.stringify({ list: 'tours', page })],
    ['a negative age', JSON.stringify({ list: 'tours', ageMs: -5, page })],
    ['an age that is not a number', JSON.stringify({ list: 'tours', ageMs: '5', page })],
    ['no page', JSON.stringify({ list: 'tours', ageMs: 0 })],
    [
      'a page without tours',
      JSON.stringify({ list: 'tours', ageMs: 0, page: { totalCount: 1, page: 1 } }),
    ],
    [
      'tours that are no list',
      JSON.stringify({ list: 'tours', ageMs: 0, page: { ...page, tours: {} } }),
    ],
    [
      'a count that is no whole number',
      JSON.stringify({ list: 'tours', ageMs: 0, page: { ...page, totalCount: 1.5 } }),
    ],
    [
      'a page other than the first',
      JSON.stringify({ list: 'tours', ageMs: 0, page: { ...page, page: 2 } }),
    ],
  ])('ignores %s', (_label, text) => {
    expect(parseFirstListPage(text, 'tours')).toBeUndefined();
  });
});
