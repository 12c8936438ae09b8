import { describe, expect, it } from 'vitest';
import { ticketTitle } from './ticket-title';

const ticket = {
  title: 'Munich Old Town Walk',
  titleTranslations: { de: 'Münchner Altstadtrundgang', fr: '  ' },
};

describe('ticketTitle', () => {
  it('shows the English title on an English page', () => {
    expect(ticketTitle(ticket, 'en')).toEqual({ title: 'Munich Old Town Walk', lang: undefined });
  });

  it("shows the title in the page's language where it is written in it", () => {
    expect(ticketTitle(ticket, 'de')).toEqual({
      title: 'Münchner Altstadtrundgang',
      lang: undefined,
    });
  });

  it('shows the English title, marked English, where the language has none', () => {
    expect(ticketTitle(ticket, 'fr')).toEqual({ title: 'Munich Old Town Walk', lang: 'en' });
    expect(ticketTitle(ticket, 'it')).toEqual({ title: 'Munich Old Town Walk', lang: 'en' });
    // A copy saved before titles came with their translations.
    expect(ticketTitle({ title: 'Munich Old Town Walk' }, 'es')).toEqual({
      title: 'Munich Old Town Walk',
      lang: 'en',
    });
  });
});
