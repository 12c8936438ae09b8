import { describe, expect, it } from 'vitest';
import {
  choosePhoto,
  foldText,
  COVER_FIX_MIN_SCORE,
  HIGH_RESOLUTION_MIN_WIDTH,
  scorePhoto,
  SMART_UPDATE_MIN_SCORE,
  type StockPhoto,
} from './image-scoring.js';

const target = { country: 'Poland', places: ['Kraków', 'Zakopane'] };

function photo(id: string, fields: Partial<StockPhoto> = {}): StockPhoto {
  return {
    id,
    urls: { thumb: id, regular: id, full: id },
    width: 1280,
    height: 720,
    tags: [],
    description: null,
    location: { country: null, city: null, name: null },
    ...fields,
  };
}

const located = (country: string) => ({ country, city: null, name: null });

describe('scorePhoto', () => {
  it.each([
    ['nothing matches', photo('a'), 0, []],
    ['country match +3', photo('a', { location: located('poland') }), 3, ['country match']],
    ['a place in the tags +2', photo('a', { tags: ['Krakow', 'old town'] }), 2, ['location tags']],
    [
      'a place in the description +2',
      photo('a', { description: 'Morning in Zakopane' }),
      2,
      ['location tags'],
    ],
    [
      'a place as the city +2',
      photo('a', { location: { country: null, city: 'Kraków', name: null } }),
      2,
      ['location tags'],
    ],
    [
      'high resolution +1',
      photo('a', { width: HIGH_RESOLUTION_MIN_WIDTH }),
      1,
      ['high resolution'],
    ],
    ['one pixel short of high resolution', photo('a', { width: 1919 }), 0, []],
    ['unwanted content −3', photo('a', { tags: ['Portrait'] }), -3, ['unwanted content']],
    [
      'everything',
      photo('a', {
        location: located('Poland'),
        tags: ['krakow', 'people'],
        width: 4000,
      }),
      3,
      ['country match', 'location tags', 'high resolution', 'unwanted content'],
    ],
  ])('%s', (_name, candidate, score, matched) => {
    expect(scorePhoto(candidate, target)).toMatchObject({ score, matched });
  });

  it('matches whole words only, ignoring case and accents', () => {
    expect(scorePhoto(photo('a', { tags: ['KRAKÓW'] }), target).score).toBe(2);
    expect(scorePhoto(photo('a', { tags: ['krakowiak'] }), target).score).toBe(0);
    expect(scorePhoto(photo('a', { tags: ['signpost'] }), target).score).toBe(0);
    expect(scorePhoto(photo('a', { description: 'A sign by the road' }), target).score).toBe(-3);
  });

  it('needs the country itself, not a country named in the tags', () => {
    expect(scorePhoto(photo('a', { tags: ['poland'] }), target).score).toBe(0);
    expect(scorePhoto(photo('a', { location: located('Polska') }), target).score).toBe(0);
  });
});

describe('choosePhoto', () => {
  const six = photo('six', { location: located('Poland'), tags: ['Kraków'], width: 2400 });
  const five = photo('five', { location: located('Poland'), tags: ['Kraków'] });
  const two = photo('two', { tags: ['Zakopane'] });

  it('takes the best photo that reaches the minimum', () => {
    const choice = choosePhoto([two, six, five], target, { minScore: 2, previousScore: null });
    expect(choice.chosen?.photo.id).toBe('six');
    expect(choice.chosen?.score).toBe(6);
  });

  it('holds the two thresholds: 2 for smart updates, 6 for the cover fix', () => {
    expect(SMART_UPDATE_MIN_SCORE).toBe(2);
    expect(COVER_FIX_MIN_SCORE).toBe(6);
    expect(choosePhoto([two], target, { minScore: 2, previousScore: null }).chosen?.photo.id).toBe(
      'two',
    );
    expect(choosePhoto([five], target, { minScore: 6, previousScore: null })).toEqual({
      chosen: null,
      best: expect.objectContaining({ score: 5 }),
      reason: 'Best score 5.0 is below the minimum of 6',
    });
  });

  it('gives ties to the provider order', () => {
    const other = { ...six, id: 'six-too' };
    expect(
      choosePhoto([other, six], target, { minScore: 2, previousScore: null }).chosen?.photo.id,
    ).toBe('six-too');
  });

  it('applies only a photo better than the one the tour has', () => {
    expect(choosePhoto([six], target, { minScore: 2, previousScore: 5 }).chosen?.score).toBe(6);
    expect(choosePhoto([six], target, { minScore: 2, previousScore: 6 })).toMatchObject({
      chosen: null,
      reason: 'Best score 6.0 is not better than the current 6.0',
    });
  });

  it('says when there is nothing to choose from', () => {
    expect(choosePhoto([], target, { minScore: 2, previousScore: null })).toEqual({
      chosen: null,
      best: null,
      reason: 'No photos found',
    });
  });
});

describe('foldText', () => {
  it('drops accents and folds the letters Unicode does not split', () => {
    expect(foldText('Kraków')).toBe('krakow');
    expect(foldText('Ærø Łeba Straße')).toBe('aero leba strasse');
  });
});
