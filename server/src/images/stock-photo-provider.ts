import { type PictureProblem, pictureProblemText } from '@app/domain/image-reasons';
import type { StockPhoto } from '@app/domain/image-scoring';

/**
 * Why a provider could not answer; `retryable` when trying again later may work. `problem` is
 * the failure as a code with its values (the message is its English), for the admin's page to
 * say it in its reader's language.
 */
export class StockPhotoError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
    readonly problem: PictureProblem | null = null,
  ) {
    super(message);
    this.name = 'StockPhotoError';
  }

  /** The error of a known problem, its message the problem's English. */
  static of(problem: PictureProblem, retryable = false): StockPhotoError {
    return new StockPhotoError(pictureProblemText(problem), retryable, problem);
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
