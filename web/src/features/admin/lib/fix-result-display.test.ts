import { describe, expect, it } from 'vitest';
import {
  actionBadgeClassOf,
  describeSmartUpdate,
  fixedTourPath,
  formatScore,
  smartUpdateAction,
} from './fix-result-display';

describe('formatScore', () => {
  it('shows one decimal, and a dash for no score', () => {
    expect(formatScore(6)).toBe('6.0');
    expect(formatScore(5.25)).toBe('5.3');
    expect(formatScore(-3)).toBe('-3.0');
    expect(formatScore(null)).toBe('–');
    expect(formatScore(undefined)).toBe('–');
    expect(formatScore(Number.NaN)).toBe('–');
  });
});

describe('actionBadgeClassOf', () => {
  it('colours updated green, skipped yellow, failed red', () => {
    expect(actionBadgeClassOf('updated')).toContain('green');
    expect(actionBadgeClassOf('skipped')).toContain('yellow');
    expect(actionBadgeClassOf('failed')).toContain('red');
    expect(actionBadgeClassOf('other')).toContain('stone');
  });
});

describe('smart update items', () => {
  it('reads as updated, skipped or failed', () => {
    const ok = { success: true, error: null };
    expect(smartUpdateAction({ ...ok, coverImageUpdated: true })).toBe('updated');
    expect(smartUpdateAction({ ...ok, galleryImagesUpdated: true })).toBe('updated');
    expect(smartUpdateAction(ok)).toBe('skipped');
    expect(smartUpdateAction({ success: false, error: 'x', coverImageUpdated: true })).toBe(
      'failed',
    );
  });

  it('says what changed', () => {
    const ok = { success: true, error: null };
    expect(
      describeSmartUpdate({ ...ok, coverImageUpdated: true, galleryImagesUpdated: true }),
    ).toBe('Updated cover and gallery');
    expect(describeSmartUpdate(ok)).toBe('No better photo found');
    expect(describeSmartUpdate({ success: false, error: 'Rate limited' })).toBe('Rate limited');
    expect(describeSmartUpdate({ success: false, error: null })).toBe('Failed');
  });
});

describe('fixedTourPath', () => {
  it('links by slug, else by id', () => {
    expect(fixedTourPath({ slug: 'lake-bled', tourId: 'abc' })).toBe('/tours/lake-bled');
    expect(fixedTourPath({ slug: '', tourId: 'abc' })).toBe('/tours/abc');
  });
});
