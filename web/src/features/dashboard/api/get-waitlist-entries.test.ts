import { describe, expect, it } from 'vitest';
import { waitlistRead } from './get-waitlist-entries';

describe('the waiting list in the page’s language (decision 029)', () => {
  it('reads an English page’s tours as before', async () => {
    const { select, localize } = await waitlistRead('en');
    expect(select).not.toMatch(/translations/);
    const tour = { title: 'Lisbon Food Walk', slug: 'lisbon-food-walk' };
    expect(localize(tour)).toBe(tour);
  });

  it('reads a German page’s tours with their German titles, English where they have none', async () => {
    const { select, localize } = await waitlistRead('de');
    expect(select).toContain(
      'tour:tours(title,slug, translated_title:card_de->title), ' +
        'micro_tour:micro_tours(title,slug, translated_title:card_de->title)',
    );
    expect(select).not.toMatch(/->(fr|es|it)->|description|country/);
    expect(
      localize({
        title: 'Lisbon Food Walk',
        slug: 'lisbon',
        translated_title: 'Lissabon kulinarisch',
      }),
    ).toEqual({ title: 'Lissabon kulinarisch', slug: 'lisbon', inEnglish: [] });
    expect(localize({ title: 'Porto by Night', slug: 'porto', translated_title: null })).toEqual({
      title: 'Porto by Night',
      slug: 'porto',
      inEnglish: ['title'],
    });
  });
});
