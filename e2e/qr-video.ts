import { writeFile } from 'node:fs/promises';
import { create } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;
const FRAMES = 5;
const WHITE = 235;
const BLACK = 16;

/**
 * A Y4M video (YUV4MPEG2, 4:2:0) of `text` as a QR code, black on white with its quiet zone,
 * in a few identical frames: Chromium plays it, looping, as the camera when launched with
 * --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>.
 */
export function qrVideo(text: string): Buffer {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) - 40) / side);
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const x0 = left + (column + QUIET_ZONE) * scale;
      const y0 = top + (row + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y += 1)
        luma.fill(BLACK, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

export async function writeQrVideo(path: string, text: string): Promise<string> {
  await writeFile(path, qrVideo(text));
  return path;
}
