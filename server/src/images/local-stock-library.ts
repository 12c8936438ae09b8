/**
 * The `local` stock-photo provider: a library of photo descriptions generated at load time
 * and pictures painted on demand, so image fixing works offline and in tests.
 */
export { createLocalStockProvider } from './local-stock/provider.js';
export {
  buildLocalStockEntries,
  type LocalStockEntry,
  localStockEntries,
  type PictureKind,
  type UnsuitableKind,
  unsuitableKinds,
} from './local-stock/entries.js';
export { type StockPlace, stockCountries, stockPlaces } from './local-stock/places.js';
