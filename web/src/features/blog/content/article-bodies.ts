import type { ArticleBlock } from './article-body';

// NOTE: one chunk per body: the blog list never loads them, an article page loads only its own.
const bodyLoaders: Record<string, () => Promise<{ body: ArticleBlock[] }>> = {
  'night-trains-instead-of-short-haul-flights': () =>
    import('./bodies/night-trains-instead-of-short-haul-flights'),
  'pack-light-for-a-week-of-slow-travel': () =>
    import('./bodies/pack-light-for-a-week-of-slow-travel'),
  'hut-fees-keep-alpine-trails-open': () => import('./bodies/hut-fees-keep-alpine-trails-open'),
  'what-a-ten-euro-walking-tour-gives-back': () =>
    import('./bodies/what-a-ten-euro-walking-tour-gives-back'),
  'slowing-down-in-finnish-lakeland': () => import('./bodies/slowing-down-in-finnish-lakeland'),
  'plan-a-multi-country-rail-trip': () => import('./bodies/plan-a-multi-country-rail-trip'),
  'protecting-the-alentejo-cork-forests': () =>
    import('./bodies/protecting-the-alentejo-cork-forests'),
  'measure-the-carbon-footprint-of-your-holiday': () =>
    import('./bodies/measure-the-carbon-footprint-of-your-holiday'),
  'walking-the-camino-at-your-own-pace': () =>
    import('./bodies/walking-the-camino-at-your-own-pace'),
  'olive-harvest-with-peloponnese-families': () =>
    import('./bodies/olive-harvest-with-peloponnese-families'),
  'station-hacks-for-rail-travellers': () => import('./bodies/station-hacks-for-rail-travellers'),
  'a-city-weekend-on-thirty-euros': () => import('./bodies/a-city-weekend-on-thirty-euros'),
};

/** The slugs that have a body. */
export const articleBodySlugs = Object.keys(bodyLoaders);

/** The body of the article with this slug; null when there is none. */
export async function loadArticleBody(slug: string): Promise<ArticleBlock[] | null> {
  if (!Object.hasOwn(bodyLoaders, slug)) return null;
  const { body } = await bodyLoaders[slug]!();
  return body;
}
