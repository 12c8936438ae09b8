/**
 * A PostgREST `or` filter matching the term anywhere in the title or the short description,
 * ignoring case; null for a blank term.
 *
 * The term is matched literally: LIKE wildcards (`%`, `_`) and the escape character are escaped
 * with a backslash, and the pattern is double-quoted so that PostgREST's separators (`,` `.` `:`
 * `(` `)`) and quotes stay part of the value. PostgREST turns every `*` in a LIKE pattern into
 * `%`, with no way to escape it, so a `*` becomes `_` (any one character, the `*` included).
 */
export function buildTourSearchFilter(term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  const pattern = `%${escapeLikePattern(trimmed)}%`;
  const quoted = `"${pattern.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return `title.ilike.${quoted},short_description.ilike.${quoted}`;
}

/** Makes a text match itself in a LIKE pattern (PostgreSQL's default escape is backslash). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
}
