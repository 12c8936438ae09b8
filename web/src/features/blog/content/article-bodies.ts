import type { Locale } from '@app/domain/locales';
import type { ArticleBlock } from './article-body';

// NOTE: one chunk per body and language (bodies/<locale>/<slug>.ts): the blog list never loads
// them, an article page loads only its own, in the page's language.
const bodyLoaders = import.meta.glob<ArticleBlock[]>('./bodies/*/*.ts', { import: 'body' });

const bodyFile = (slug: string, locale: Locale) => `./bodies/${locale}/${slug}.ts`;

/** The slugs that have a body (in English, the source of every translation). */
export const articleBodySlugs = Object.keys(bodyLoaders).flatMap((file) => {
  const match = /^\.\/bodies\/en\/([a-z0-9-]+)\.ts$/.exec(file);
  return match ? [match[1]!] : [];
});

/** Whether the article with this slug has its own body in a language. */
export function hasArticleBody(slug: string, locale: Locale): boolean {
  return /^[a-z0-9-]+$/.test(slug) && Object.hasOwn(bodyLoaders, bodyFile(slug, locale));
}

/**
 * The body of the article with this slug in a language (in English while it has no
 * translation); null when there is none.
 */
export async function loadArticleBody(
  slug: string,
  locale: Locale = 'en',
): Promise<ArticleBlock[] | null> {
  const language = hasArticleBody(slug, locale) ? locale : 'en';
  if (!hasArticleBody(slug, language)) return null;
  return bodyLoaders[bodyFile(slug, language)]!();
}
