import { describe, expect, it } from 'vitest';
import { guidedLanguageName } from './language-names';

describe('guidedLanguageName', () => {
  it("names the seed's languages in the page's language, capitalised as a list item", () => {
    expect(guidedLanguageName('English', 'de')).toBe('Englisch');
    expect(guidedLanguageName('Spanish', 'fr')).toBe('Espagnol');
    expect(guidedLanguageName('German', 'es')).toBe('Alemán');
    expect(guidedLanguageName('French', 'it')).toBe('Francese');
    expect(guidedLanguageName('Slovenian', 'de')).toBe('Slowenisch');
  });

  it('reads a name as an admin may type it', () => {
    expect(guidedLanguageName(' portuguese ', 'it')).toBe('Portoghese');
  });

  it('leaves a name it does not know as written', () => {
    expect(guidedLanguageName('Klingon', 'fr')).toBe('Klingon');
  });
});
