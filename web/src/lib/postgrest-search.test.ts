import { describe, expect, it } from 'vitest';
import {
  buildContainsSearchFilter,
  quotePostgrestValue,
  toLiteralLikePattern,
} from './postgrest-search';

describe('toLiteralLikePattern', () => {
  it('leaves ordinary text alone', () => {
    expect(toLiteralLikePattern('Old Town Walk')).toBe('Old Town Walk');
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(toLiteralLikePattern('50%')).toBe('50\\%');
    expect(toLiteralLikePattern('a_b')).toBe('a\\_b');
    expect(toLiteralLikePattern('C:\\path')).toBe('C:\\\\path');
  });

  it("turns PostgREST's star into a one-character wildcard", () => {
    expect(toLiteralLikePattern('5*')).toBe('5_');
  });
});

describe('quotePostgrestValue', () => {
  it('wraps the value in double quotes so separators stay text', () => {
    expect(quotePostgrestValue('a,b(c).d:e')).toBe('"a,b(c).d:e"');
  });

  it('escapes double quotes and backslashes inside the quotes', () => {
    expect(quotePostgrestValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quotePostgrestValue('a\\b')).toBe('"a\\\\b"');
  });
});

describe('buildContainsSearchFilter', () => {
  const columns = ['title', 'description'];

  it('searches every column for the trimmed term', () => {
    expect(buildContainsSearchFilter('  lisbon ', columns)).toBe(
      'title.ilike."*lisbon*",description.ilike."*lisbon*"',
    );
  });

  it('gives no filter for a blank term', () => {
    expect(buildContainsSearchFilter('', columns)).toBeNull();
    expect(buildContainsSearchFilter('   ', columns)).toBeNull();
  });

  it('keeps commas and parentheses from ending the filter or opening a group', () => {
    expect(buildContainsSearchFilter('a,title.eq.x)', columns)).toBe(
      'title.ilike."*a,title.eq.x)*",description.ilike."*a,title.eq.x)*"',
    );
    expect(buildContainsSearchFilter('or(id.eq.1', ['title'])).toBe('title.ilike."*or(id.eq.1*"');
  });

  it('escapes percent signs and stars from the user twice: for LIKE and for the quotes', () => {
    // LIKE sees `%50\%%` after PostgREST unquotes `\\` to `\` and turns `*` into `%`.
    expect(buildContainsSearchFilter('50%', ['title'])).toBe('title.ilike."*50\\\\%*"');
    expect(buildContainsSearchFilter('a*b', ['title'])).toBe('title.ilike."*a_b*"');
    expect(buildContainsSearchFilter('"', ['title'])).toBe('title.ilike."*\\"*"');
  });
});
