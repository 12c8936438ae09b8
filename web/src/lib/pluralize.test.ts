import { describe, expect, it } from 'vitest';
import { pluralNoun, pluralize } from './pluralize';

describe('pluralize', () => {
  it('says 1 tour, not 1 tours', () => {
    expect(pluralize(1, 'tour')).toBe('1 tour');
  });

  it('uses the plural for none, several and fractions', () => {
    expect(pluralize(0, 'tour')).toBe('0 tours');
    expect(pluralize(55, 'tour')).toBe('55 tours');
    expect(pluralize(1.5, 'hour')).toBe('1.5 hours');
  });

  it('takes an irregular plural', () => {
    expect(pluralize(1, 'person', 'people')).toBe('1 person');
    expect(pluralize(8, 'person', 'people')).toBe('8 people');
  });

  it('gives the noun alone when the count is shown elsewhere', () => {
    expect(pluralNoun(1, 'traveler')).toBe('traveler');
    expect(pluralNoun(3, 'traveler')).toBe('travelers');
  });
});
