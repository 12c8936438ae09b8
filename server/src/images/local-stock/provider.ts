import type { StockPhoto } from '@app/domain/image-scoring';
import {
  StockPhotoError,
  type StockPhotoProvider,
  type StockSearchOptions,
} from '../stock-photo-provider.js';
import { entryById, localStockEntries } from './entries.js';
import { renderEntry } from './render.js';
import { photoWords, rankPhotos } from './search.js';

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 30;
// A fix run downloads one photo per tour; a few recent ones cover repeats and retries.
const CACHED_PICTURES = 8;

function perPageOf(options?: StockSearchOptions): number {
  const asked = Math.floor(options?.perPage ?? DEFAULT_PER_PAGE);
  return Number.isFinite(asked) ? Math.min(MAX_PER_PAGE, Math.max(1, asked)) : DEFAULT_PER_PAGE;
}

/** The stock library shipped with the product: searches and pictures without a network. */
export function createLocalStockProvider(): StockPhotoProvider {
  const indexed = localStockEntries.map((entry) => ({
    photo: entry.photo,
    words: photoWords(entry.photo),
  }));
  // Map order is insertion order: the first key is the least recently used.
  const recent = new Map<string, Promise<Buffer>>();

  function picture(id: string): Promise<Buffer> {
    const cached = recent.get(id);
    if (cached) {
      recent.delete(id);
      recent.set(id, cached);
      return cached;
    }
    const entry = entryById.get(id)!;
    const rendering = renderEntry(entry);
    recent.set(id, rendering);
    rendering.catch(() => recent.delete(id));
    if (recent.size > CACHED_PICTURES) recent.delete(recent.keys().next().value!);
    return rendering;
  }

  return {
    name: 'local',

    async search(query, options) {
      options?.signal?.throwIfAborted();
      return rankPhotos(indexed, query, perPageOf(options));
    },

    async download(photo: StockPhoto, { signal }) {
      signal?.throwIfAborted();
      if (!entryById.has(photo.id)) {
        throw StockPhotoError.of({ problem: 'unknown_stock_photo', photoId: photo.id });
      }
      // Pictures are always full size, which is at least any minWidth the photo can meet.
      const bytes = await picture(photo.id);
      signal?.throwIfAborted();
      return bytes;
    },
  };
}
