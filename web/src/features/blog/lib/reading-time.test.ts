import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '../content/article-body';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const paragraph = (words: number): ArticleBlock => ({
  type: 'paragraph',
  text: Array.from({ length: words }, (_, i) => `word${i}`).join(' '),
});

describe('countWords', () => {
  it('counts the words of headings, paragraphs and list items', () => {
    expect(
      countWords([
        { type: 'heading', text: 'Before you go' },
        { type: 'paragraph', text: 'Book the sleeper early.' },
        { type: 'list', items: ['One bag', 'A refillable bottle'] },
      ]),
    ).toBe(3 + 4 + 5);
  });

  it('ignores extra spaces and lone punctuation, and counts prices and numbers', () => {
    expect(countWords([{ type: 'paragraph', text: '  A €10 tour –  about 2 hours.  ' }])).toBe(6);
  });
});

describe('readingMinutes', () => {
  it('rounds up to whole minutes', () => {
    expect(readingMinutes([paragraph(WORDS_PER_MINUTE)])).toBe(1);
    expect(readingMinutes([paragraph(WORDS_PER_MINUTE + 1)])).toBe(2);
    expect(readingMinutes([paragraph(3 * WORDS_PER_MINUTE)])).toBe(3);
  });

  it('is at least one minute, even for an empty body', () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([paragraph(5)])).toBe(1);
  });
});
