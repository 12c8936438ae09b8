// Letters that Unicode decomposition does not split into a base letter and an accent.
const unaccented: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  å: 'a',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  œ: 'oe',
};

/**
 * Lower-case, runs of non-alphanumerics become one hyphen, no hyphen at either end. Accents
 * are folded first, so "Kraków" gives "krakow" rather than "krak-w".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæåßłđœ]/g, (letter) => unaccented[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
