import type pg from 'pg';
import { seedDemoCatalogue } from '../../../db/seed/seed-demo.js';
import type { FileStore } from '../storage/file-store.js';
import type { Logger } from './logger.js';

export async function isCatalogueEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ empty: boolean }>(
    'select not exists (select 1 from public.tours) and not exists (select 1 from public.micro_tours) as empty',
  );
  return rows[0]?.empty ?? false;
}

export async function seedDemo(pool: pg.Pool, store: FileStore, log: Logger) {
  const started = Date.now();
  const summary = await seedDemoCatalogue({
    pool,
    putImage: async (bucket, key, body, contentType) => {
      await store.putObject(bucket, key, body, {
        contentType,
        cacheControl: 'public, max-age=86400',
      });
      return store.publicUrlPath(bucket, key);
    },
    log: (msg) => log.info(msg),
  });
  log.info(
    `demo catalogue loaded: ${summary.tours} tours, ${summary.microTours} micro-tours, ${summary.addons} add-ons, ${summary.images} images in ${Date.now() - started} ms`,
  );
  return summary;
}
