import { describe, expect, it } from 'vitest';
import { buildTourSearchFilter, escapeLikePattern } from './search-filter';

describe('tour search filter', () => {
  it('matches the term in the title or the short description', () => {
    expect(buildTourSearchFilter('  Alps ')).toBe(
      'title.ilike."%Alps%",short_description.ilike."%Alps%"',
    );
  });

  it('is absent for a blank term', () => {
    expect(buildTourSearchFilter('')).toBeNull();
    expect(buildTourSearchFilter('   ')).toBeNull();
  });

  it('keeps PostgREST separators inside the quoted value', () => {
    expect(buildTourSearchFilter('a,b.c:(d)')).toBe(
      'title.ilike."%a,b.c:(d)%",short_description.ilike."%a,b.c:(d)%"',
    );
  });

  it('escapes quotes and backslashes for the quoted value', () => {
    expect(buildTourSearchFilter('say "hi"')).toBe(
      'title.ilike."%say \\"hi\\"%",short_description.ilike."%say \\"hi\\"%"',
    );
    // The LIKE escape doubles the backslash, the quoting doubles both again.
    expect(buildTourSearchFilter('a\\b')).toContain('"%a\\\\\\\\b%"');
  });

  it('matches LIKE wildcards literally', () => {
    expect(escapeLikePattern('100%_off')).toBe('100\\%\\_off');
    expect(escapeLikePattern('a*b')).toBe('a_b');
  });
});
