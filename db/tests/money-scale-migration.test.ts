import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { migrationsBefore, runSqlFile } from './migration-files.js';

const MONEY_SCALE_MIGRATION = 42;

describe('migration 0042 (money at one scale)', () => {
  let url: string;
  let before: string;

  beforeAll(async () => {
    url = await createScratchDatabase('money_scale_migration');
    before = await migrationsBefore(MONEY_SCALE_MIGRATION);
  });
  afterAll(() => fs.rm(before, { recursive: true, force: true }));

  it('stores every money value already written with two decimals, its amount unchanged', async () => {
    const first = await runMigrations(url, before);
    expect(first.version).toBeLessThan(MONEY_SCALE_MIGRATION);
    await runSqlFile(url, '0042-before.sql');
    const second = await runMigrations(url, migrationsDir);
    expect(second.applied[0]).toMatch(/^0042\./);
    await runSqlFile(url, '0042-after.sql');
  });
});
