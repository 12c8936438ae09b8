/**
 * A term as a LIKE pattern that matches it literally. `%`, `_` and `\` are escaped with LIKE's
 * default escape character. NOTE: PostgREST turns every `*` of a like/ilike value into `%`, even
 * an escaped one, so a literal `*` cannot be asked for; it becomes `_` (any one character), which
 * still finds every text with a `*` in that place.
 */
export function toLiteralLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

/** A value quoted for a PostgREST logic tree, so `,` `(` `)` `.` and `:` in it stay text. */
export function quotePostgrestValue(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The `or` filter for a case-insensitive "contains" search over several columns
 * (`title.ilike."*term*",description.ilike."*term*"`), or null for a blank term.
 */
export function buildContainsSearchFilter(term: string, columns: readonly string[]): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  const value = quotePostgrestValue(`*${toLiteralLikePattern(trimmed)}*`);
  return columns.map((column) => `${column}.ilike.${value}`).join(',');
}
