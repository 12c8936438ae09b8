import type { Config } from '../config.js';
import { embeddedUrl, findRunningCluster, startEmbeddedPostgres } from './embedded-postgres.js';
import type { Secrets } from './secrets.js';
import type { Logger } from './logger.js';

export interface Database {
  url: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded cluster in DATA_DIR. Tools such as the seed
 * command may attach to the cluster of a running server instead of starting their own.
 */
export async function openDatabase(
  config: Config,
  secrets: Secrets,
  log: Logger,
  options: {
    attachToRunning?: boolean;
    orphansAreOurs?: boolean;
    settings?: Readonly<Record<string, string>>;
  } = {},
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  if (options.attachToRunning) {
    const running = await findRunningCluster(config.dataDir);
    if (running) {
      return {
        url: embeddedUrl(running.port, secrets.postgresPassword),
        stop: async () => undefined,
      };
    }
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    password: secrets.postgresPassword,
    log,
    orphansAreOurs: options.orphansAreOurs,
    settings: options.settings,
  });
  return embedded;
}
