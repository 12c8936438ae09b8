import path from 'node:path';
import type { Config } from '../config.js';
import { lockDataDir, prepareDataDir } from './data-dir.js';
import { openDatabase } from './database.js';
import { redactUrl } from './database-url.js';
import type { Logger } from './logger.js';
import { type MigrationResult, runMigrations } from './migrations.js';
import { POSTGREST_PID_FILE, stopOrphanedPostgrest } from './postgrest.js';
import { prepareDatabase } from './prepare-database.js';
import { openRuntimePools, type RuntimePools } from './runtime-pools.js';
import { loadSecrets, type Secrets } from './secrets.js';

export interface ProductDatabase {
  secrets: Secrets;
  /** The database owner's URL: migrations, maintenance and the job queue. */
  databaseUrl: string;
  migrations: MigrationResult;
  pools: RuntimePools;
  /** True with the embedded PostgreSQL: DATA_DIR is this instance's alone. */
  ownsDataDir: boolean;
}

/**
 * What the gateway and a worker-only process both start with: the data directory, the secrets,
 * PostgreSQL (embedded or DATABASE_URL), its roles and migrations, and the connection pools.
 * Each step's undo goes to `cleanups`.
 */
export async function openProductDatabase(
  config: Config,
  log: Logger,
  cleanups: Array<() => Promise<void>>,
  /** More settings of the embedded PostgreSQL (see `ServerOverrides`). */
  postgresSettings?: Readonly<Record<string, string>>,
): Promise<ProductDatabase> {
  await prepareDataDir(config.dataDir);
  // With the embedded PostgreSQL, DATA_DIR is one instance's: a live one is refused, and the
  // parts a killed one left running are ours to stop. With DATABASE_URL, gateways may share it.
  const ownsDataDir = !config.databaseUrl;
  if (ownsDataDir) {
    cleanups.push(await lockDataDir(config.dataDir));
    await stopOrphanedPostgrest(path.join(config.dataDir, POSTGREST_PID_FILE), log);
  }
  const secrets = await loadSecrets(config.dataDir, config.jwtSecret);

  const database = await openDatabase(config, secrets, log, {
    orphansAreOurs: ownsDataDir,
    settings: postgresSettings,
  });
  cleanups.push(() => database.stop());
  const databaseUrl = database.url;
  log.info(`database ${redactUrl(databaseUrl)}`);

  await prepareDatabase(databaseUrl, secrets.authenticatorPassword);
  const migrations = await runMigrations(databaseUrl);
  if (migrations.applied.length > 0)
    log.info(`applied migrations: ${migrations.applied.join(', ')}`);
  if (migrations.vacuumed.length > 0)
    log.info(`vacuumed after the migrations: ${migrations.vacuumed.join(', ')}`);
  if (migrations.vacuumError)
    log.warn(
      `vacuum after the migrations stopped (${migrations.vacuumError}); run VACUUM (ANALYZE) on the tables they rewrote`,
    );

  const pools = openRuntimePools(databaseUrl, secrets.authenticatorPassword, log);
  cleanups.push(() => pools.end());
  return { secrets, databaseUrl, migrations, pools, ownsDataDir };
}
