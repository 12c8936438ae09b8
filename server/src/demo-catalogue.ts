import type pg from 'pg';
import { type SeedOptions, seedDemoCatalogue } from '@app/db/seed-demo';
import { SERVICE_CALLER } from './platform/identity.js';
import type { Logger } from './platform/logger.js';
import type { ObjectStore } from './storage/object-store.js';

/** `pool`: the service connection. */
export async function isCatalogueEmpty(pool: Pick<pg.Pool, 'query'>): Promise<boolean> {
  const { rows } = await pool.query<{ empty: boolean }>(
    'select not exists (select 1 from public.tours) and not exists (select 1 from public.micro_tours) as empty',
  );
  return rows[0]?.empty ?? false;
}

/**
 * Loads the demo catalogue, its pictures stored in the `tours` bucket as the service.
 * `paintScenePair`: tests hand one that reuses the pictures painted by an earlier start.
 */
export async function seedDemo(
  pool: pg.Pool,
  store: ObjectStore,
  log: Logger,
  paintScenePair?: SeedOptions['paintScenePair'],
  paintPanorama?: SeedOptions['paintPanorama'],
) {
  const started = Date.now();
  const summary = await seedDemoCatalogue({
    pool,
    putImage: async (bucket, key, body, contentType) => {
      await store.putObject(SERVICE_CALLER, bucket, key, body, {
        contentType,
        cacheControl: 'public, max-age=86400',
        upsert: true,
      });
      return store.publicUrlPath(bucket, key);
    },
    log: (msg) => log.info(msg),
    paintScenePair,
    paintPanorama,
  });
  log.info(
    `demo catalogue loaded: ${summary.tours} tours, ${summary.microTours} micro-tours, ${summary.addons} add-ons, ${summary.reviews} reviews, ${summary.images} images in ${Date.now() - started} ms`,
  );
  return summary;
}
