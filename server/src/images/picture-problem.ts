import type { PictureProblem } from '@app/domain/image-reasons';
import { PictureFetchError } from './picture-fetch.js';
import { StockPhotoError } from './stock-photo-provider.js';

/**
 * A failure's problem as a code with its values (a provider's or a picture download's), to
 * spread into a reason next to its English `detail`; nothing when the failure is another one.
 */
export function problemOf(error: unknown): { problem?: PictureProblem } {
  const problem =
    error instanceof StockPhotoError || error instanceof PictureFetchError ? error.problem : null;
  return problem ? { problem } : {};
}
