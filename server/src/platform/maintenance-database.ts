import type { Config } from '../config.js';
import { lockDataDir } from './data-dir.js';
import { type Database, openDatabase } from './database.js';
import type { Logger } from './logger.js';
import type { Secrets } from './secrets.js';
import { StartupError } from './startup-error.js';

/**
 * The database for an operator command (seed, backup) that may run beside the server: with a
 * running server, the server holds DATA_DIR and the command attaches to its cluster; without
 * one, the command starts the cluster itself and holds DATA_DIR meanwhile. With DATABASE_URL
 * it is that database. `stop` also releases DATA_DIR.
 */
export async function openMaintenanceDatabase(
  config: Config,
  secrets: Secrets,
  log: Logger,
): Promise<Database> {
  const unlock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir).catch((error: unknown) => {
        if (error instanceof StartupError) return undefined;
        throw error;
      });
  const database = await openDatabase(config, secrets, log, {
    attachToRunning: true,
    orphansAreOurs: unlock !== undefined,
  }).catch(async (error: unknown) => {
    await unlock?.();
    throw error;
  });
  return {
    url: database.url,
    async stop() {
      try {
        await database.stop();
      } finally {
        await unlock?.();
      }
    },
  };
}
