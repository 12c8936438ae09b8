import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startEmbeddedPostgres } from '@app/server/platform/embedded-postgres';
import { runMigrations } from '@app/server/platform/migrations';
import { prepareDatabase } from '@app/server/platform/prepare-database';

export interface FreshDatabase {
  url: string;
  dispose(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, migrated by the project's migrations
 * only: what it holds is exactly what the migrations create, never objects a test or a seed made.
 */
export async function startFreshDatabase(): Promise<FreshDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'db-generate-'));
  const log = pino({ level: 'warn' });
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  let cluster: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    cluster = await startEmbeddedPostgres({
      dataDir,
      password: randomBytes(24).toString('hex'),
      log,
    });
  } catch (error) {
    await removeDataDir();
    throw error;
  }
  const dispose = async () => {
    await cluster.stop();
    await removeDataDir();
  };
  try {
    await prepareDatabase(cluster.url, randomBytes(24).toString('hex'));
    await runMigrations(cluster.url);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { url: cluster.url, dispose };
}
