import type { StockPhoto } from '@app/domain/image-scoring';
import type { Caller } from '../platform/identity.js';
import type { ObjectStore } from '../storage/object-store.js';
import { takeInPicture } from './picture-intake.js';
import type { StockPhotoProvider } from './stock-photo-provider.js';

export const STOCK_BUCKET = 'tours';
/** Covers and gallery pictures chosen from stock are stored this wide at most. */
export const STOCK_PICTURE_WIDTH = 1600;

/** Where a stock photo chosen for a tour is kept: its own key, so replacing is never partial. */
export const stockPictureKey = (slug: string, photoId: string) =>
  `${slug}/stock/${photoId.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.jpg`;

/** The tour folder's stock pictures, which a newer choice may replace. */
export const isStockPictureUrl = (store: ObjectStore, slug: string, url: string | null) =>
  url !== null && url.startsWith(store.publicUrlPath(STOCK_BUCKET, `${slug}/stock/`));

/**
 * Downloads a chosen photo, takes it in as an upload is taken in, and stores it as the caller
 * (admins may write the bucket); answers its public address.
 */
export async function storeStockPhoto(
  deps: { provider: StockPhotoProvider; store: ObjectStore },
  caller: Caller,
  photo: StockPhoto,
  slug: string,
  signal?: AbortSignal,
): Promise<string> {
  const bytes = await deps.provider.download(photo, { minWidth: STOCK_PICTURE_WIDTH, signal });
  const jpeg = await takeInPicture(bytes, STOCK_PICTURE_WIDTH);
  const key = stockPictureKey(slug, photo.id);
  await deps.store.putObject(caller, STOCK_BUCKET, key, jpeg, {
    contentType: 'image/jpeg',
    cacheControl: 'max-age=3600',
    upsert: true,
  });
  return deps.store.publicUrlPath(STOCK_BUCKET, key);
}
