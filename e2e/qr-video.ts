import { writeFile } from 'node:fs/promises';
import { create, type QRCode } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;
/**
 * The film's frames as (quarter turns, size of the code against the largest that fits): each
 * orientation, and three of them again from further away. Seven, a prime: the scanner tries a
 * frame every 500 ms plus its decoding time, and a film of four frames at 4 per second can be
 * sampled on two orientations only, for ever, when that time stays near a whole frame.
 */
const FRAMES: ReadonlyArray<readonly [quarterTurns: number, size: number]> = [
  [0, 1],
  [1, 1],
  [2, 1],
  [3, 1],
  [1, 0.75],
  [2, 0.75],
  [3, 0.75],
];
const WHITE = 235;
const BLACK = 16;

/** The module at (row, column) of the code turned `quarterTurns` × 90° clockwise. */
function turned(modules: QRCode['modules'], quarterTurns: number) {
  const last = modules.size - 1;
  return (row: number, column: number): boolean => {
    switch (quarterTurns % 4) {
      case 1:
        return Boolean(modules.get(last - column, row));
      case 2:
        return Boolean(modules.get(last - row, last - column));
      case 3:
        return Boolean(modules.get(column, last - row));
      default:
        return Boolean(modules.get(row, column));
    }
  };
}

/**
 * A Y4M video (YUV4MPEG2, 4:2:0) of `text` as a QR code, black on white with its quiet zone:
 * Chromium plays it, looping, as the camera when launched with --use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file>. The code turns and moves as a phone held out to the
 * guide does: @zxing/browser's detector misses some perfectly drawn codes in one orientation
 * (63 of 500 tickets, tried offline with @zxing/library), none in all four.
 */
export function qrVideo(text: string): Buffer {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  const largest = Math.floor((Math.min(WIDTH, HEIGHT) - 40) / side);
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frames = FRAMES.map(([quarterTurns, size]) => {
    const isDark = turned(modules, quarterTurns);
    const scale = Math.max(1, Math.round(largest * size));
    const left = Math.floor((WIDTH - side * scale) / 2);
    const top = Math.floor((HEIGHT - side * scale) / 2);
    const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (!isDark(row, column)) continue;
        const x0 = left + (column + QUIET_ZONE) * scale;
        const y0 = top + (row + QUIET_ZONE) * scale;
        for (let y = y0; y < y0 + scale; y += 1) {
          luma.fill(BLACK, y * WIDTH + x0, y * WIDTH + x0 + scale);
        }
      }
    }
    return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  });
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F4:1 Ip A1:1 C420\n`);
  return Buffer.concat([header, ...frames]);
}

export async function writeQrVideo(path: string, text: string): Promise<string> {
  await writeFile(path, qrVideo(text));
  return path;
}
