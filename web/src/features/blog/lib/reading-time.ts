import type { ArticleBlock } from '../content/article-body';

/** A common estimate for reading running text on a screen. */
export const WORDS_PER_MINUTE = 220;

function blockText(block: ArticleBlock): string {
  return block.type === 'list' ? block.items.join(' ') : block.text;
}

/** Words are runs of characters between spaces that hold a letter or a digit ("€10" counts). */
export function countWords(blocks: readonly ArticleBlock[]): number {
  return blocks
    .flatMap((block) => blockText(block).split(/\s+/))
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read the body, rounded up; at least one. */
export function readingMinutes(blocks: readonly ArticleBlock[]): number {
  return Math.max(1, Math.ceil(countWords(blocks) / WORDS_PER_MINUTE));
}
