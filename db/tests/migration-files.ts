import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsDir } from '@app/server/platform/project-paths';

/** Where the SQL of the migration tests lives: `NNNN-before.sql` and `NNNN-after.sql`. */
const checks = path.join(import.meta.dirname, 'migrations');

/** The migrations before `version`, in a directory of their own. */
export async function migrationsBefore(version: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-before-'));
  for (const name of await fs.readdir(migrationsDir)) {
    if (Number.parseInt(name, 10) < version) {
      await fs.copyFile(path.join(migrationsDir, name), path.join(dir, name));
    }
  }
  return dir;
}

export async function runSqlFile(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(await fs.readFile(path.join(checks, file), 'utf8'));
  } finally {
    await client.end();
  }
}
