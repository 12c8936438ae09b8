// NOTE: for the server and the journeys (`@app/web/blog-article-texts`): every language at once.
// The web app loads only the page's language (localized-articles.ts).
import { articleTexts as de } from './de/article-texts.js';
import { articleTexts as es } from './es/article-texts.js';
import { articleTexts as fr } from './fr/article-texts.js';
import { articleTexts as it } from './it/article-texts.js';

/** An article's title and excerpt in one language, by slug. */
export type ArticleTexts = Record<string, { title: string; excerpt: string }>;

/** The articles' titles and excerpts in each language other than English (articles.ts). */
export const articleTextsByLocale: Record<'de' | 'fr' | 'es' | 'it', ArticleTexts> = {
  de,
  fr,
  es,
  it,
};
