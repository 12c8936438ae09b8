import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { readMicroTourListPage } from '../features/micro-tours/api/micro-tour-list-page.js';
import {
  MICRO_TOUR_CARD_IMAGE_SIZES,
  microTourCardPicture,
} from '../features/micro-tours/lib/micro-tour-card-picture.js';
import {
  defaultMicroTourListParams,
  isDefaultMicroTourList,
  parseMicroTourSearchParams,
} from '../features/micro-tours/lib/micro-tour-search-params.js';
import { readTourListPage } from '../features/tours/api/tour-list-page.js';
import { TOUR_CARD_IMAGE_SIZES, tourCardPicture } from '../features/tours/lib/tour-card-picture.js';
import {
  defaultTourListState,
  isDefaultTourList,
  parseTourListParams,
} from '../features/tours/lib/tour-list-params.js';
import type { ListPage } from '../lib/first-list-page.js';
import { responsiveImageSources } from '../lib/image-urls.js';
import { microTourKeys } from '../lib/micro-tour-keys.js';
import { tourKeys } from '../lib/tour-keys.js';
import { pagePaths } from './page-paths.js';

export {
  FIRST_LIST_PAGE_ELEMENT_ID,
  type FirstListPage,
  type ListPage,
  serializeFirstListPage,
} from '../lib/first-list-page.js';

/** The attributes of a `<link rel="preload" as="image">` for what the first card's <img> asks. */
export interface PicturePreload {
  href: string;
  imageSrcSet: string | undefined;
  imageSizes: string;
}

/**
 * A list page whose first page the gateway puts into its HTML (decision 023), read with the
 * list's own query, so the data is what the page would ask for.
 */
export interface FirstListPageSource {
  /** The page's path. */
  path: string;
  /** The name the page's query reads it by (its query keys' root). */
  list: string;
  /** Whether the page's query string opens the list unfiltered on page 1. */
  isDefault(query: URLSearchParams): boolean;
  /**
   * Reads the first page in `locale`'s words; `picture`: the first card's picture on a site at
   * `origin`.
   */
  read(
    catalogue: PostgrestClient<Database>,
    origin: string,
    locale: Locale,
  ): Promise<{ page: ListPage; picture: PicturePreload | undefined }>;
}

/** A list's source from its first page's read and its cards' picture. */
function listSource<Tour>(list: {
  path: string;
  name: string;
  isDefault: (query: URLSearchParams) => boolean;
  readFirst: (
    catalogue: PostgrestClient<Database>,
    locale: Locale,
  ) => Promise<ListPage & { tours: Tour[] }>;
  cardPicture: (tour: Tour) => string | null;
  cardSizes: string;
}): FirstListPageSource {
  return {
    path: list.path,
    list: list.name,
    isDefault: list.isDefault,
    async read(catalogue, origin, locale) {
      const page = await list.readFirst(catalogue, locale);
      const first = page.tours[0];
      const src = first === undefined ? null : list.cardPicture(first);
      if (!src) return { page, picture: undefined };
      const sources = responsiveImageSources(src, origin);
      const picture = {
        href: sources.src,
        imageSrcSet: sources.srcSet,
        imageSizes: list.cardSizes,
      };
      return { page, picture };
    },
  };
}

export const firstListPageSources: readonly FirstListPageSource[] = [
  listSource({
    path: pagePaths.tours,
    name: tourKeys.all[0],
    isDefault: (query) => isDefaultTourList(parseTourListParams(query)),
    readFirst: (catalogue, locale) => readTourListPage(catalogue, defaultTourListState, locale),
    cardPicture: tourCardPicture,
    cardSizes: TOUR_CARD_IMAGE_SIZES,
  }),
  listSource({
    path: pagePaths.microTours,
    name: microTourKeys.all[0],
    isDefault: (query) => isDefaultMicroTourList(parseMicroTourSearchParams(query)),
    readFirst: (catalogue, locale) =>
      readMicroTourListPage(catalogue, defaultMicroTourListParams, locale),
    cardPicture: microTourCardPicture,
    cardSizes: MICRO_TOUR_CARD_IMAGE_SIZES,
  }),
];
