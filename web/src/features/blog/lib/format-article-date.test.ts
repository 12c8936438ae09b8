import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './format-article-date';

describe('formatArticleDate', () => {
  it('spells the month and keeps the calendar day', () => {
    expect(formatArticleDate('2026-11-10')).toBe('November 10, 2026');
    expect(formatArticleDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatArticleDate('2026-12-31')).toBe('December 31, 2026');
  });
});
