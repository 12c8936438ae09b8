/** The article page's path; the page paths name it `/blog/:slug`. */
export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The address to share: the article page on the site the visitor is on. */
export function articleUrl(origin: string, slug: string): string {
  return `${origin}${articlePath(slug)}`;
}
