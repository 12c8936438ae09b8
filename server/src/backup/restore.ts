import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { lockDataDir, prepareDataDir } from '../platform/data-dir.js';
import { openDatabase } from '../platform/database.js';
import type { Logger } from '../platform/logger.js';
import { listMigrationFiles, runMigrations } from '../platform/migrations.js';
import { prepareDatabase } from '../platform/prepare-database.js';
import { loadSecrets } from '../platform/secrets.js';
import { SECRETS_IN_DATA_DIR } from './backup.js';
import { restoreFiles, verifyFileCopies } from './files.js';
import { assertTargetEmpty, loadRows } from './load-rows.js';
import { BackupError, insideBackup, type Manifest, readManifest } from './manifest.js';
import { assertSameMigrations } from './migration-match.js';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if (isMissing(error)) return true;
    throw error;
  }
}

/** Removes everything in `dir` (which was empty before the restore), keeping the folder. */
async function emptyDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir).catch(() => []);
  await Promise.all(
    entries.map((entry) => fs.rm(path.join(dir, entry), { recursive: true, force: true })),
  );
}

async function assertJobQueueMigration(databaseUrl: string, expected: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number | null }>(
      'select max(id)::int as id from graphile_worker.migrations',
    );
    const actual = rows[0]?.id ?? 0;
    if (actual !== expected) {
      throw new BackupError(
        `The backup's job queue schema is at migration ${expected}, this version's at ${actual}: restore with the version of the product that made the backup.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** Migrates the target, then loads the rows; the caller undoes what a failure leaves. */
async function migrateAndLoad(
  databaseUrl: string,
  authenticatorPassword: string,
  from: string,
  manifest: Manifest,
  progress: (line: string) => void,
) {
  await prepareDatabase(databaseUrl, authenticatorPassword);
  progress('creating the schema with the migrations');
  await runMigrations(databaseUrl);
  await assertJobQueueMigration(databaseUrl, manifest.jobQueueMigration);
  progress('loading the rows in one transaction');
  await loadRows(databaseUrl, from, manifest, progress);
}

/**
 * Brings a stopped, empty DATA_DIR (embedded) or an empty DATABASE_URL database back to the
 * backup's state. Nothing is touched until the backup proved whole (manifest, files' sha256,
 * same migrations); a later failure leaves DATA_DIR empty again, or the external database
 * with the migrations' schema and no rows (a restore may be run on it again).
 */
export async function restoreFromConfig(options: {
  config: Config;
  from: string;
  log: Logger;
  progress: (line: string) => void;
}): Promise<Manifest> {
  const { config, from, progress } = options;
  const manifest = await readManifest(from);
  progress(
    `backup of ${manifest.createdAt}: checking its ${manifest.tables.length} tables and ${manifest.files.length} files`,
  );
  await verifyFileCopies(from, [...manifest.tables, ...manifest.files]);
  assertSameMigrations(manifest.migrations, await listMigrationFiles());
  const storageRoot = path.join(config.dataDir, 'storage');

  if (config.databaseUrl) {
    if (!(await isEmptyDir(storageRoot))) {
      throw new BackupError(
        `${storageRoot} is not empty: restore into a DATA_DIR whose storage folder is empty.`,
      );
    }
    await assertTargetEmpty(config.databaseUrl);
    if (manifest.secretsFile) {
      progress(
        "the backup holds the embedded server's secrets; with DATABASE_URL, JWT_SECRET stays the setting",
      );
    }
    await prepareDataDir(config.dataDir);
    const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
    try {
      progress(`writing ${manifest.files.length} stored files`);
      await restoreFiles(from, storageRoot, manifest.files);
      await migrateAndLoad(
        config.databaseUrl,
        secrets.authenticatorPassword,
        from,
        manifest,
        progress,
      );
    } catch (error) {
      await fs.rm(storageRoot, { recursive: true, force: true });
      throw error;
    }
    return manifest;
  }

  if (!(await isEmptyDir(config.dataDir))) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} is not empty: stop the server and restore into a new, empty DATA_DIR.`,
    );
  }
  await prepareDataDir(config.dataDir);
  try {
    if (manifest.secretsFile) {
      await fs.copyFile(
        insideBackup(from, manifest.secretsFile),
        path.join(config.dataDir, SECRETS_IN_DATA_DIR),
      );
      await fs.chmod(path.join(config.dataDir, SECRETS_IN_DATA_DIR), 0o600);
    }
    const unlock = await lockDataDir(config.dataDir);
    try {
      const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
      const database = await openDatabase(config, secrets, options.log, { orphansAreOurs: true });
      try {
        progress(`writing ${manifest.files.length} stored files`);
        await restoreFiles(from, storageRoot, manifest.files);
        await migrateAndLoad(database.url, secrets.authenticatorPassword, from, manifest, progress);
      } finally {
        await database.stop();
      }
    } finally {
      await unlock();
    }
  } catch (error) {
    await emptyDir(config.dataDir);
    throw error;
  }
  return manifest;
}
