import sharp from 'sharp';
import { createRng } from './prng.js';
import { painters, type SceneKind, sceneKinds } from './scenes.js';
import { createCanvas, HEIGHT, toSvg, WIDTH } from './svg-kit.js';

export { type SceneKind, sceneKinds };

// Trellis quantisation and scan optimisation quadruple encode time for about 12% smaller files.
const jpegOptions = {
  quality: 78,
  mozjpeg: true,
  trellisQuantisation: false,
  optimiseScans: false,
} as const;

export function sceneSvg(seed: string, kind: SceneKind): string {
  const canvas = createCanvas();
  painters[kind](canvas, createRng(`${kind}:${seed}`));
  return toSvg(canvas);
}

// rsvg paints a full-frame radial gradient slower than a whole scene, so the vignette is a lookup.
let vignette: Uint16Array | undefined;

function vignetteFactors(): Uint16Array {
  if (vignette) return vignette;
  vignette = new Uint16Array(WIDTH * HEIGHT);
  const radius = Math.hypot(WIDTH / 2, HEIGHT / 2) * 0.98;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const d = Math.hypot(x - WIDTH / 2, (y - HEIGHT / 2) * 1.25) / radius;
      const t = Math.min(1, Math.max(0, (d - 0.5) / 0.55));
      vignette[y * WIDTH + x] = Math.round(256 * (1 - 0.36 * t * t * (3 - 2 * t)));
    }
  }
  return vignette;
}

async function rasterise(seed: string, kind: SceneKind): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(sceneSvg(seed, kind)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const factors = vignetteFactors();
  const step = info.channels;
  const out = Buffer.allocUnsafe(factors.length * 3);
  for (let p = 0, i = 0, o = 0; p < factors.length; p++, i += step, o += 3) {
    const f = factors[p]!;
    out[o] = (data[i]! * f) >> 8;
    out[o + 1] = (data[i + 1]! * f) >> 8;
    out[o + 2] = (data[i + 2]! * f) >> 8;
  }
  return out;
}

function encode(pixels: Buffer, mirrored = false): Promise<Buffer> {
  const image = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  return (mirrored ? image.flop() : image).jpeg(jpegOptions).toBuffer();
}

export async function renderScene(seed: string, kind: SceneKind): Promise<Buffer> {
  return encode(await rasterise(seed, kind));
}

/**
 * One painted scene as two pictures, the second mirrored. Painting costs more than encoding
 * twice, so the mirrored twin doubles the distinct pictures for about a third more time.
 */
export async function renderScenePair(seed: string, kind: SceneKind): Promise<[Buffer, Buffer]> {
  const pixels = await rasterise(seed, kind);
  return Promise.all([encode(pixels), encode(pixels, true)]);
}

export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
