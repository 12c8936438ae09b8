import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { renderScene } from '@app/db/images';
import { createCallerDb } from '@app/server/platform/caller-db';
import { SERVICE_CALLER } from '@app/server/platform/identity';
import { DiskDriver } from '@app/server/storage/disk-driver';
import { ObjectStore } from '@app/server/storage/object-store';
import { VariantCache } from '@app/server/storage/variant-cache';
import { benchDataDir } from './paths.js';
import type { Scenario } from './scenarios.js';
import type { Endpoints } from './targets.js';

const BUCKET = 'tours';
const KEY = 'bench/cover.jpg';
const WIDTH = 640;
// What Chrome sends for an <img>, so the render endpoint answers with WebP as it does in the app.
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * A catalogue picture (1280×720 JPEG, painted like the demo's) through the resizing endpoint,
 * as the app's srcset asks for it, against the original file from the public object route.
 * Its cached variants are removed first, so the first request (the check before measuring)
 * renders it and the measurement sees the warm cache.
 */
export async function prepareImageScenario(
  serviceDatabaseUrl: string,
  endpoints: Endpoints,
): Promise<Scenario> {
  const pool = new pg.Pool({ connectionString: serviceDatabaseUrl, max: 1 });
  const store = new ObjectStore(
    new DiskDriver(path.join(benchDataDir, 'storage')),
    createCallerDb(pool),
    pool,
    pino({ enabled: false }),
  );
  const picture = await renderScene('bench', 'coast');
  try {
    await store.putObject(SERVICE_CALLER, BUCKET, KEY, picture, {
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=86400',
      upsert: true,
    });
  } finally {
    await pool.end();
  }
  const cache = new VariantCache(
    path.join(benchDataDir, 'storage-cache'),
    pino({ enabled: false }),
  );
  await fs.rm(cache.objectDir(BUCKET, KEY), { recursive: true, force: true });
  const objectPath = store.publicUrlPath(BUCKET, KEY);
  const renderPath = objectPath.replace('/object/public/', '/render/image/public/');
  return {
    name: 'image 640w warm',
    summary:
      `render ${WIDTH} px wide WebP (quality 70) of a ${(picture.length / 1024).toFixed(0)} KB ` +
      `1280×720 JPEG from the variant cache, against the original from the public object route`,
    headers: { Accept: BROWSER_ACCEPT },
    expects: 'image',
    targets: {
      measured: {
        label: 'render',
        url: `${endpoints.gatewayUrl}${renderPath}?width=${WIDTH}&quality=70`,
      },
      reference: { label: 'object', url: `${endpoints.gatewayUrl}${objectPath}` },
    },
  };
}
