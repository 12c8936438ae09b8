/** Lower-case, runs of non-alphanumerics become one hyphen, no hyphen at either end. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
