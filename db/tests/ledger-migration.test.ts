import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { migrationsBefore, runSqlFile } from './migration-files.js';

const LEDGER_MIGRATION = 25;
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
