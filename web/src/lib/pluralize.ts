const englishPlurals = new Intl.PluralRules('en');

/** The noun that goes with a count: 'tour' for 1, 'tours' for 0, 2 or 1.5. */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return englishPlurals.select(count) === 'one' ? singular : plural;
}

/** A count with its noun: '1 tour', '55 tours', '0 tours'. */
export function pluralize(count: number, singular: string, plural?: string): string {
  return `${count} ${pluralNoun(count, singular, plural)}`;
}
