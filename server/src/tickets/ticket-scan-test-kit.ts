import { createCanvas } from '@napi-rs/canvas';
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type Sharp } from 'sharp';
import { readPdfPages } from '../platform/pdf-text-test-kit.js';

// pdf.js types its canvas as the browser's; @napi-rs/canvas is the one it draws on in Node.
type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Every page of a PDF as a PNG, drawn by pdf.js as a reader would show it, at `dpi`. */
export function pdfPagesAsPng(pdf: Buffer, dpi = 144): Promise<Buffer[]> {
  return readPdfPages(pdf, async (page) => {
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: canvas.getContext('2d') as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  });
}

/** ZXing on one greyscale frame: with the finder-pattern detector, or as a pure code. */
export async function decodeFrame(frame: Sharp, pure = false): Promise<string | undefined> {
  const { data, info } = await frame.greyscale().raw().toBuffer({ resolveWithObject: true });
  const luminance = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[pure ? DecodeHintType.PURE_BARCODE : DecodeHintType.TRY_HARDER, true]]);
  try {
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(luminance)), hints)
      .getText();
  } catch {
    return undefined;
  }
}

/**
 * Decodes a QR code the way a scanner does: frame after frame (here the image as it is, at half
 * and two thirds its size as a phone sees paper or another screen from further away, slightly
 * blurred, turned a quarter at a time as paper held any way up) until one reads. ZXing's detector misses some still images of perfectly valid codes,
 * which a camera's next frame reads.
 */
export async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { width } = await sharp(png).metadata();
  for (const frame of [
    () => sharp(png),
    () => sharp(png).resize(Math.round(width / 2)),
    () => sharp(png).blur(1.5),
    () => sharp(png).resize(Math.round((width * 2) / 3)),
    () => sharp(png).rotate(90),
    () => sharp(png).rotate(180),
    () => sharp(png).rotate(270),
  ]) {
    const text = await decodeFrame(frame());
    if (text !== undefined) return text;
  }
  return undefined;
}
