import { renderScene } from '@app/db/images';
import sharp from 'sharp';
import type { LocalStockEntry } from './entries.js';
import { isSceneKind } from './scene-kind.js';
import { unsuitableSvg } from './unsuitable-svg.js';

const jpegOptions = { quality: 80, mozjpeg: true } as const;

/** The entry's picture as a JPEG of exactly its width × height. */
export async function renderEntry(entry: LocalStockEntry): Promise<Buffer> {
  const { width, height } = entry.photo;
  const { kind, seed } = entry.picture;
  if (isSceneKind(kind)) {
    // The scene painter draws 1280×720; cover-fit keeps it undistorted at other aspect ratios.
    return sharp(await renderScene(seed, kind))
      .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
      .jpeg(jpegOptions)
      .toBuffer();
  }
  return sharp(Buffer.from(unsuitableSvg(kind, seed, { width, height })))
    .flatten({ background: '#ffffff' })
    .jpeg(jpegOptions)
    .toBuffer();
}
