import { describe, expect, it } from 'vitest';
import {
  formatDays,
  formatDifficulty,
  formatTransport,
  getAddonScopeLabel,
  getInitials,
} from './tour-labels';

describe('tour labels', () => {
  it('says day in the singular for one day', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(2)).toBe('2 days');
    expect(formatDays(14)).toBe('14 days');
  });

  it('takes the initials of the first two words', () => {
    expect(getInitials('Swiss Alpine Rail Circle')).toBe('SA');
    expect(getInitials('Île-de-France by bike')).toBe('ÎD');
    expect(getInitials('  camino ')).toBe('C');
    expect(getInitials('')).toBe('');
  });

  it('names the three difficulty levels in the public wording', () => {
    expect(formatDifficulty('easy')).toBe('Easy');
    expect(formatDifficulty('moderate')).toBe('Moderate');
    expect(formatDifficulty('challenging')).toBe('Challenging');
  });

  it('names the transport', () => {
    expect(formatTransport('train')).toBe('Train');
    expect(formatTransport('walk')).toBe('Walking');
  });

  it('labels add-on scopes', () => {
    expect(getAddonScopeLabel({ applies_to: 'global', category: null })).toBe('All Tours');
    expect(getAddonScopeLabel({ applies_to: 'category', category: 'eco' })).toBe(
      'Eco-Friendly Tours',
    );
    expect(getAddonScopeLabel({ applies_to: 'category', category: 'no-flight-europe' })).toBe(
      'No-Flight Europe Tours',
    );
    expect(getAddonScopeLabel({ applies_to: 'tour', category: null })).toBe('This Tour');
  });
});
