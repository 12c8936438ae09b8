import { describe, expect, it } from 'vitest';
import { ticketTitleIn } from './tickets.js';

const ticket = {
  title: 'Munich Old Town Walk',
  titleTranslations: { de: 'Münchner Altstadtrundgang', fr: '  ' },
};

describe('ticketTitleIn', () => {
  it('gives the English title in English', () => {
    expect(ticketTitleIn(ticket, 'en')).toEqual({
      title: 'Munich Old Town Walk',
      inEnglish: false,
    });
  });

  it('gives the title in a language it is written in', () => {
    expect(ticketTitleIn(ticket, 'de')).toEqual({
      title: 'Münchner Altstadtrundgang',
      inEnglish: false,
    });
  });

  it('gives the English title, said to be English, where the language has none or a blank one', () => {
    for (const locale of ['fr', 'it']) {
      expect(ticketTitleIn(ticket, locale)).toEqual({
        title: 'Munich Old Town Walk',
        inEnglish: true,
      });
    }
    expect(ticketTitleIn({ title: 'Munich Old Town Walk' }, 'es').inEnglish).toBe(true);
  });

  it('takes no key that is not a site language', () => {
    const forged = { title: 'Walk', titleTranslations: { pt: 'Passeio', constructor: 'x' } };
    expect(ticketTitleIn(forged, 'pt')).toEqual({ title: 'Walk', inEnglish: false });
  });
});
