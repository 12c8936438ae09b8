import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderScenePair } from '@app/db/images';
import type { PanoramaPainter, ScenePairPainter } from '@app/db/seed-demo';
import { renderPanorama } from '@app/db/panoramas';
import {
  type TransformImage,
  transformImage,
  TRANSFORM_VERSION,
} from '@app/server/storage/image-transform';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seedSources = path.join(repoRoot, 'db', 'seed');

/**
 * One folder per machine, outside the clone, so that every clone and every CI run of the same code
 * reuses what an earlier one painted and rendered (`$XDG_CACHE_HOME`, else `~/.cache`).
 */
function machineCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'ecotours-tests');
}

const digest = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/**
 * What the demo pictures depend on: the painting code (every source in db/seed) and the sharp
 * that encodes them. Editing either paints them anew.
 */
function paintingVersion(): string {
  const parts: (string | Buffer)[] = [TRANSFORM_VERSION];
  for (const file of readdirSync(seedSources).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    parts.push(file, readFileSync(path.join(seedSources, file)));
  }
  return digest(...parts).slice(0, 16);
}

/** Reads `file`, or makes it with `make` and keeps it (written aside and renamed: never half). */
async function cached(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch {
    const bytes = await make();
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    return bytes;
  }
}

/**
 * Painting the demo catalogue's scenes takes most of a seeded start (the API and browser suites
 * each seed one, some tests one more). The same seed always gives the same pictures, so the first
 * start on a machine paints them and keeps them for the next ones.
 */
export function cachedScenePainter(): ScenePairPainter {
  const dir = path.join(machineCacheDir(), 'demo-scenes', paintingVersion());
  return async (seed, kind) => {
    let pair: Promise<[Buffer, Buffer]> | undefined;
    const painted = () => (pair ??= renderScenePair(seed, kind));
    return Promise.all(
      ([0, 1] as const).map((side) =>
        cached(path.join(dir, `${kind}-${seed}-${side}.jpg`), async () => (await painted())[side]),
      ),
    ) as Promise<[Buffer, Buffer]>;
  };
}

/** The demo panoramas, drawn once per machine and painting code as the scenes are. */
export function cachedPanoramaPainter(): PanoramaPainter {
  const dir = path.join(machineCacheDir(), 'demo-panoramas', paintingVersion());
  return (kind) => cached(path.join(dir, `${kind}.jpg`), () => renderPanorama(kind));
}

/**
 * Rendering the app's sizes of the demo pictures ahead takes most of the browser suite's set-up.
 * A size depends only on the picture's bytes, the size asked for and the sharp that renders it,
 * so the first render on a machine is kept for the next starts.
 */
export function cachedTransform(): TransformImage {
  const dir = path.join(machineCacheDir(), 'picture-sizes', digest(TRANSFORM_VERSION).slice(0, 16));
  return (input, query, format) =>
    cached(path.join(dir, `${digest(input, JSON.stringify(query), format)}.${format}`), () =>
      transformImage(input, query, format),
    );
}
