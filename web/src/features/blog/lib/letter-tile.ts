// Tailwind needs literal class names; every pair keeps white text above 4.5:1 contrast.
const tileColours = [
  'bg-emerald-700',
  'bg-teal-700',
  'bg-sky-700',
  'bg-indigo-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-stone-600',
] as const;

/** The first letter of the city, else of the country, upper-cased; '?' when both are blank. */
export function pickTileLetter(city: string, country: string): string {
  const source = city.trim() || country.trim();
  return source ? source.charAt(0).toLocaleUpperCase('en') : '?';
}

/** A background colour chosen by the letter, so one city always gets the same colour. */
export function pickTileColour(letter: string): (typeof tileColours)[number] {
  const code = letter.codePointAt(0) ?? 0;
  return tileColours[code % tileColours.length]!;
}
