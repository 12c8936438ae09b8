import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../platform/logger.js';
import { openMaintenanceDatabase } from '../platform/maintenance-database.js';
import { loadSecrets } from '../platform/secrets.js';
import { writeBackup } from './dump.js';
import { BackupError, type Manifest } from './manifest.js';

export const SECRETS_IN_DATA_DIR = 'secrets.json';

/**
 * Backs up the product the settings point at, running or not: with the embedded PostgreSQL a
 * running server's cluster is reached through DATA_DIR (postmaster.pid and secrets.json), a
 * stopped one is started for the backup.
 */
export async function backupFromConfig(options: {
  config: Config;
  storageBackend: Manifest['storageBackend'];
  out: string;
  log: Logger;
  progress: (line: string) => void;
}): Promise<Manifest> {
  const { config } = options;
  const storageRoot = path.join(config.dataDir, 'storage');
  if (config.databaseUrl) {
    return writeBackup({
      databaseUrl: config.databaseUrl,
      database: 'external',
      storageBackend: options.storageBackend,
      storageRoot,
      out: options.out,
      progress: options.progress,
    });
  }
  const secretsFile = path.join(config.dataDir, SECRETS_IN_DATA_DIR);
  if (!existsSync(secretsFile)) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} holds no product data (no ${SECRETS_IN_DATA_DIR}): set DATA_DIR to the server's, or DATABASE_URL.`,
    );
  }
  const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
  const database = await openMaintenanceDatabase(config, secrets, options.log);
  try {
    return await writeBackup({
      databaseUrl: database.url,
      database: 'embedded',
      storageBackend: options.storageBackend,
      storageRoot,
      secretsFile,
      out: options.out,
      progress: options.progress,
    });
  } finally {
    await database.stop();
  }
}
