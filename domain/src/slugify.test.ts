import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('Alpine Lakes & Glaciers: 5 Days')).toBe('alpine-lakes-glaciers-5-days');
  });
  it('trims hyphens at both ends', () => {
    expect(slugify('  --Paris by Night!-- ')).toBe('paris-by-night');
  });
  it('drops characters outside a-z and 0-9', () => {
    expect(slugify('Zürich Old Town')).toBe('z-rich-old-town');
  });
});
