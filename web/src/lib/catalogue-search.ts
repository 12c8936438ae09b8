import { searchFold } from '@app/domain/search-fold';

/** The generated column each catalogue table searches (migration 0019, decision 014). */
export const SEARCH_COLUMN = 'search_text';

/**
 * The LIKE pattern that finds `term` anywhere in a search column, or null for a blank term.
 * The term is folded as the column is (so 'GDANSK' finds 'Gdańsk'), control characters become
 * spaces (the column joins its fields with U+0001, so no match spans two fields), and LIKE's
 * `%`, `_` and `\` are escaped so they match themselves. The fold turns `*` into `∗`, which
 * PostgREST leaves alone, so no character the visitor types acts as a wildcard.
 */
export function searchTextPattern(term: string): string | null {
  // eslint-disable-next-line no-control-regex
  const trimmed = term.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!trimmed) return null;
  const literal = searchFold(trimmed).replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${literal}%`;
}
