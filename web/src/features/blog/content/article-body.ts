/** One block of an article's body: a section heading, a paragraph or a list. */
export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** `start` numbers an ordered list that goes on from an earlier one. */
  | { type: 'list'; items: string[]; ordered?: boolean; start?: number };
