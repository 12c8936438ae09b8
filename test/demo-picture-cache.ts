import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderScenePair } from '@app/db/images';
import type { ScenePairPainter } from '@app/db/seed-demo';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seedSources = path.join(repoRoot, 'db', 'seed');

/**
 * What the pictures depend on: the painting code (every source in db/seed) and the sharp that
 * encodes them. Editing either paints them anew.
 */
function paintingVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(seedSources).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    hash.update(file).update(readFileSync(path.join(seedSources, file)));
  }
  hash.update(readFileSync(path.join(repoRoot, 'node_modules', 'sharp', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Painting the demo catalogue's scenes takes most of a seeded start (the unit, managed and
 * browser suites each seed one, some tests one more). The same seed always gives the same
 * pictures, so the first start paints them and keeps them on disk for the next ones.
 */
export function cachedScenePainter(): ScenePairPainter {
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'demo-pictures', paintingVersion());
  return async (seed, kind) => {
    const files = [0, 1].map((side) => path.join(dir, `${kind}-${seed}-${side}.jpg`));
    try {
      const [plain, mirrored] = await Promise.all(files.map((file) => fs.readFile(file)));
      return [plain!, mirrored!];
    } catch {
      const pair = await renderScenePair(seed, kind);
      await fs.mkdir(dir, { recursive: true });
      // Written aside and renamed, so that a reader never sees half a picture.
      await Promise.all(
        files.map(async (file, side) => {
          const partial = `${file}.${randomUUID()}.tmp`;
          await fs.writeFile(partial, pair[side]!);
          await fs.rename(partial, file);
        }),
      );
      return pair;
    }
  };
}
