import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { seedScale } from '@app/db/seed-scale';
import { type Config, ConfigError, loadConfig } from './config.js';
import { prepareDataDir } from './platform/data-dir.js';
import { openMaintenanceDatabase } from './platform/maintenance-database.js';
import { prepareDatabase } from './platform/prepare-database.js';
import { openRuntimePools } from './platform/runtime-pools.js';
import { seedDemo } from './demo-catalogue.js';
import { createCallerDb } from './platform/caller-db.js';
import { runMigrations } from './platform/migrations.js';
import { loadSecrets } from './platform/secrets.js';
import { StartupError } from './platform/startup-error.js';
import { ObjectStore } from './storage/object-store.js';
import { createStorageDriver } from './storage/storage-backend.js';
import { createPictureQueue } from './storage/render-routes.js';
import { VariantCache } from './storage/variant-cache.js';
import { VariantPrerenderer } from './storage/variant-prerenderer.js';
import type { Logger } from './platform/logger.js';
import path from 'node:path';

const usage = `Usage: npm run seed [-- --tours N --micro-tours N --members N --bookings N]
  without options: (re)load the demo catalogue and its images
  --tours N, --micro-tours N: add N synthetic rows each, for benchmarks
  --members N, --bookings N: add N synthetic members (half with a wallet credit) and N paid
    bookings by them on the synthetic tours and micro-tours (the admin lists at scale)`;

/**
 * The app's sizes of the new pictures, into the cache the server reads (DATA_DIR): the first
 * visitors of the catalogue then meet no picture still to be rendered.
 */
async function renderPicturesAhead(store: ObjectStore, config: Config, log: Logger) {
  const started = Date.now();
  const prerenderer = new VariantPrerenderer({
    store,
    variants: new VariantCache(path.join(config.dataDir, 'storage-cache'), log),
    queue: createPictureQueue(config.renders),
    log,
  });
  prerenderer.sweep();
  await prerenderer.idle();
  log.info(`rendered the app's picture sizes ahead in ${Date.now() - started} ms`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      tours: { type: 'string' },
      'micro-tours': { type: 'string' },
      members: { type: 'string' },
      bookings: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const count = (value: string | undefined) => {
    if (value === undefined) return 0;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 5_000_000)
      throw new ConfigError(`"${value}" is not a count from 0 to 5000000.\n${usage}`);
    return n;
  };
  const tours = count(values.tours);
  const microTours = count(values['micro-tours']);
  const members = count(values.members);
  const bookings = count(values.bookings);

  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  await prepareDataDir(config.dataDir);
  const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
  const database = await openMaintenanceDatabase(config, secrets, log);
  try {
    await prepareDatabase(database.url, secrets.authenticatorPassword);
    await runMigrations(database.url);
    if (tours > 0 || microTours > 0 || members > 0 || bookings > 0) {
      const owner = new pg.Pool({ connectionString: database.url, max: 4 });
      // pg's Pool.end() resolves before its connections have closed: stopping the embedded
      // database right after can end one with an error, which must not crash a finished seed.
      owner.on('error', (error) => log.warn({ err: error }, 'scale seed: a connection closed'));
      try {
        const result = await seedScale(owner, {
          tours,
          microTours,
          members,
          bookings,
          log: (msg) => log.info(msg),
        });
        console.log(
          `added ${result.tours} tours, ${result.microTours} micro-tours, ` +
            `${result.members} members and ${result.bookings} bookings`,
        );
      } finally {
        await owner.end();
      }
    } else {
      const pools = openRuntimePools(database.url, secrets.authenticatorPassword, log);
      const storage = await createStorageDriver(config).catch(async (error: unknown) => {
        await pools.end();
        throw error;
      });
      try {
        const store = new ObjectStore(
          storage.driver,
          createCallerDb(pools.callerPool),
          pools.servicePool,
          log,
        );
        await seedDemo(pools.servicePool, store, log);
        await renderPicturesAhead(store, config, log);
      } finally {
        storage.close();
        await pools.end();
      }
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError)
    console.error(`Cannot seed: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
