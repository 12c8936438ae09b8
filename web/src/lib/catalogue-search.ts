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
  const phrase = searchPhrase(term);
  if (phrase === null) return null;
  return `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The term a list searches for, or null for a blank one: folded as the search columns are,
 * control characters as spaces, trimmed. The searched list's call (decision 056) takes it as it
 * is; `searchTextPattern` makes it a LIKE pattern.
 */
export function searchPhrase(term: string): string | null {
  // eslint-disable-next-line no-control-regex
  const folded = searchFold(term.replace(/[\u0000-\u001f\u007f]/g, ' ')).trim();
  return folded || null;
}
