/**
 * Backgrounds for the letter tiles that stand in for a missing picture. Each one carries white
 * text at a contrast ratio of at least 4.5:1 (WCAG AA for normal text). Full class names, so
 * Tailwind finds them in this file.
 */
export const LETTER_TILE_COLORS = [
  'bg-emerald-700',
  'bg-sky-700',
  'bg-amber-800',
  'bg-violet-700',
  'bg-teal-700',
  'bg-rose-800',
  'bg-indigo-700',
  'bg-lime-800',
  'bg-orange-800',
  'bg-cyan-800',
  'bg-fuchsia-800',
  'bg-slate-700',
] as const;

export type LetterTileColor = (typeof LETTER_TILE_COLORS)[number];

/** The upper-case first letter of the first non-blank text, without accents ('Évora' → 'E'). */
export function getTileLetter(...texts: (string | null | undefined)[]): string {
  for (const text of texts) {
    const first = [...(text ?? '').trim()][0];
    if (!first) continue;
    const letter = first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    return [...letter][0] ?? first;
  }
  return '?';
}

/** The tile colour of a letter: the same letter always gets the same colour, whatever its case. */
export function getLetterTileColor(letter: string): LetterTileColor {
  const codePoint = getTileLetter(letter).codePointAt(0) ?? 0;
  const index =
    (((codePoint - 65) % LETTER_TILE_COLORS.length) + LETTER_TILE_COLORS.length) %
    LETTER_TILE_COLORS.length;
  return LETTER_TILE_COLORS[index]!;
}
