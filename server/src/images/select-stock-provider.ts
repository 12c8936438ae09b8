import type { Config } from '../config.js';
import type { Logger } from '../platform/logger.js';
import { createLocalStockProvider } from './local-stock-library.js';
import type { StockPhotoProvider } from './stock-photo-provider.js';
import { createUnsplashProvider } from './unsplash-provider.js';

/** STOCK_PHOTOS: the shipped library (default, offline) or Unsplash with its access key. */
export function selectStockPhotoProvider(
  config: Pick<Config, 'stockPhotos' | 'unsplash'>,
  log: Logger,
): StockPhotoProvider {
  if (config.stockPhotos === 'unsplash') {
    // loadConfig refuses STOCK_PHOTOS=unsplash without a key, so it is set here.
    return createUnsplashProvider({
      accessKey: config.unsplash.accessKey!,
      apiUrl: config.unsplash.apiUrl,
      log,
    });
  }
  return createLocalStockProvider();
}
