import { describe, expect, it } from 'vitest';
import { searchTextPattern } from './catalogue-search';

describe('searchTextPattern', () => {
  it('finds the trimmed term anywhere, folded to lower case without accents', () => {
    expect(searchTextPattern('  Lisbon ')).toBe('%lisbon%');
    expect(searchTextPattern('GDAŃSK')).toBe('%gdansk%');
    expect(searchTextPattern('Łódź')).toBe('%lodz%');
  });

  it('gives no pattern for a blank term', () => {
    expect(searchTextPattern('')).toBeNull();
    expect(searchTextPattern(' \t ')).toBeNull();
    expect(searchTextPattern('\u0001')).toBeNull();
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(searchTextPattern('50%')).toBe('%50\\%%');
    expect(searchTextPattern('a_b')).toBe('%a\\_b%');
    expect(searchTextPattern('C:\\path')).toBe('%c:\\\\path%');
  });

  it('keeps a star literal: PostgREST would read it as a wildcard', () => {
    expect(searchTextPattern('5*')).toBe('%5∗%');
    expect(searchTextPattern('*')).not.toContain('*');
  });

  it('never lets a term span the two joined fields', () => {
    expect(searchTextPattern('walk\u0001old')).toBe('%walk old%');
  });

  it('keeps commas, dots and parentheses as text (a plain column filter has no logic tree)', () => {
    expect(searchTextPattern('a,title.eq.x)')).toBe('%a,title.eq.x)%');
  });
});
