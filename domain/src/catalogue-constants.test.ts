import { describe, expect, it } from 'vitest';
import {
  adminDifficultyLabels,
  difficultyLabels,
  parseTourDifficulty,
  tourDifficulties,
} from './catalogue-constants.js';

describe('tour difficulty', () => {
  it('has one scale of three stored values, labelled in both wordings', () => {
    expect(tourDifficulties).toEqual(['easy', 'moderate', 'challenging']);
    expect(tourDifficulties.map((level) => difficultyLabels[level])).toEqual([
      'Easy',
      'Moderate',
      'Challenging',
    ]);
    expect(tourDifficulties.map((level) => adminDifficultyLabels[level])).toEqual([
      'Easy',
      'Medium',
      'Hard',
    ]);
  });

  it.each([
    ['easy', 'easy'],
    ['moderate', 'moderate'],
    ['challenging', 'challenging'],
    ['medium', 'moderate'],
    ['hard', 'challenging'],
    ['Hard', 'challenging'],
    [' Medium ', 'moderate'],
  ])('reads %j as %s', (word, level) => {
    expect(parseTourDifficulty(word)).toBe(level);
  });

  it.each([null, undefined, '', 'extreme', 'Moderate-ish'])('reads %j as nothing', (word) => {
    expect(parseTourDifficulty(word)).toBeUndefined();
  });
});
