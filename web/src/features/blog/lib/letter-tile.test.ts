import { describe, expect, it } from 'vitest';
import { pickTileColour, pickTileLetter } from './letter-tile';

describe('pickTileLetter', () => {
  it('takes the first letter of the city, else of the country', () => {
    expect(pickTileLetter('lisbon', 'Portugal')).toBe('L');
    expect(pickTileLetter('  ', 'Portugal')).toBe('P');
    expect(pickTileLetter('Évora', 'Portugal')).toBe('É');
    expect(pickTileLetter('', '')).toBe('?');
  });
});

describe('pickTileColour', () => {
  it('gives a letter always the same colour and neighbouring letters different ones', () => {
    expect(pickTileColour('L')).toBe(pickTileColour('L'));
    expect(pickTileColour('L')).not.toBe(pickTileColour('M'));
    expect(pickTileColour('L')).toMatch(/^bg-/);
  });
});
