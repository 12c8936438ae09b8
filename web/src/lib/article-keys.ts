export const articleKeys = {
  body: (slug: string) => ['article-body', slug] as const,
};
