import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';

const LEDGER_MIGRATION = 25;
const checks = path.join(import.meta.dirname, 'migrations');

/** The migrations before `version`, in a directory of their own. */
async function migrationsBefore(version: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-before-'));
  for (const name of await fs.readdir(migrationsDir)) {
    if (Number.parseInt(name, 10) < version) {
      await fs.copyFile(path.join(migrationsDir, name), path.join(dir, name));
    }
  }
  return dir;
}

async function runSqlFile(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(await fs.readFile(path.join(checks, file), 'utf8'));
  } finally {
    await client.end();
  }
}

describe('migration 0025 (ledger directions, top-up attempts)', () => {
  let url: string;
  let before: string;

  beforeAll(async () => {
    url = await createScratchDatabase('ledger_migration');
    before = await migrationsBefore(LEDGER_MIGRATION);
  });
  afterAll(() => fs.rm(before, { recursive: true, force: true }));

  it('keeps every balance and gives each old row its direction and top-up attempt', async () => {
    const first = await runMigrations(url, before);
    expect(first.version).toBe(LEDGER_MIGRATION - 1);
    await runSqlFile(url, '0025-before.sql');

    const second = await runMigrations(url, migrationsDir);
    expect(second.applied[0]).toMatch(/^0025\./);
    // Raises, and so fails the test, on the first balance or link that differs.
    await runSqlFile(url, '0025-after.sql');

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ balance_eur: string }>(
        `select balance_eur from migration_check.balances order by user_id`,
      );
      // 500 + 0.10 + 0.20 - 241.10 - 9.99; 241.10 - 241.10; a member who never topped up.
      expect(rows.map((row) => Number(row.balance_eur))).toEqual([249.21, 0, 0]);
    } finally {
      await client.end();
    }
  });
});
