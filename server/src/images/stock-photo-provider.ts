import type { StockPhoto } from '@app/domain/image-scoring';

/** Why a provider could not answer; `retryable` when trying again later may work. */
export class StockPhotoError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'StockPhotoError';
  }
}

export interface StockSearchOptions {
  /** How many photos to return at most (1–30). */
  perPage?: number;
  signal?: AbortSignal;
}

/**
 * A source of stock photos: the shipped library (`local`, works offline) or Unsplash. Both
 * answer searches with the same photo descriptions and hand over the bytes of a chosen photo.
 */
export interface StockPhotoProvider {
  readonly name: 'local' | 'unsplash';
  /** Landscape photos for a query, best first by the provider's own relevance. */
  search(query: string, options?: StockSearchOptions): Promise<StockPhoto[]>;
  /**
   * The bytes of one photo from a search answer (JPEG, PNG or WebP), at least `minWidth` wide
   * where the photo has that many pixels. Unsplash counts this as a download.
   */
  download(photo: StockPhoto, options: { minWidth: number; signal?: AbortSignal }): Promise<Buffer>;
}
