import { describe, expect, it } from 'vitest';
import { getLetterTileColor, getTileLetter, LETTER_TILE_COLORS } from './letter-tile-color';

describe('getTileLetter', () => {
  it('takes the first letter of the first non-blank text, upper case', () => {
    expect(getTileLetter('lisbon', 'Portugal')).toBe('L');
    expect(getTileLetter('', 'Portugal')).toBe('P');
    expect(getTileLetter('   ', null, 'Spain')).toBe('S');
  });

  it('drops accents and falls back to a question mark', () => {
    expect(getTileLetter('Évora')).toBe('E');
    expect(getTileLetter('Øresund')).toBe('Ø');
    expect(getTileLetter(null, undefined, '')).toBe('?');
  });
});

describe('getLetterTileColor', () => {
  it('gives a letter the same colour every time, whatever its case or accent', () => {
    expect(getLetterTileColor('a')).toBe(getLetterTileColor('A'));
    expect(getLetterTileColor('É')).toBe(getLetterTileColor('E'));
    expect(getLetterTileColor('L')).toBe(getLetterTileColor('L'));
  });

  it('spreads consecutive letters over the whole palette', () => {
    const colours = 'ABCDEFGHIJKL'.split('').map(getLetterTileColor);
    expect(new Set(colours).size).toBe(LETTER_TILE_COLORS.length);
  });

  it('always answers with a palette colour', () => {
    for (const letter of ['Z', 'Ø', '?', '7', 'ß', '']) {
      expect(LETTER_TILE_COLORS).toContain(getLetterTileColor(letter));
    }
  });
});
