import type { pagePaths } from '../../app/page-paths';

/**
 * The pages that have a head (title and description): every page of page-paths.ts and the app's
 * 404 page. Their messages' ids are `head.<page>.title` and `head.<page>.description`, which the
 * gateway reads from the catalogues for the HTML it sends (decision 029).
 */
export type PageName = keyof typeof pagePaths | 'notFound';
