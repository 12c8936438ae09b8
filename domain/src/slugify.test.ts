import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('Alpine Lakes & Glaciers: 5 Days')).toBe('alpine-lakes-glaciers-5-days');
  });
  it('trims hyphens at both ends', () => {
    expect(slugify('  --Paris by Night!-- ')).toBe('paris-by-night');
  });
  it('folds accents instead of cutting words apart', () => {
    expect(slugify('Zürich Old Town')).toBe('zurich-old-town');
    expect(slugify('Kraków Ørsted Straße')).toBe('krakow-orsted-strasse');
  });
  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('—!?')).toBe('');
  });
});
