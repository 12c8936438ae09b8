import { pageLocale } from '../../../i18n/page-locale';
import { type Article, articles } from './articles';
import type { ArticleTexts } from './article-texts';

// Like a feature's messages: only the page's language is downloaded, before the blog renders.
const loaders = import.meta.glob<ArticleTexts>('./*/article-texts.ts', { import: 'articleTexts' });
const file = `./${pageLocale}/article-texts.ts`;
const texts = Object.hasOwn(loaders, file) ? await loaders[file]!() : {};

/** The articles with their title and excerpt in the page's language (English is articles.ts). */
export const localizedArticles: Article[] = articles.map((article) => ({
  ...article,
  ...texts[article.slug],
}));
