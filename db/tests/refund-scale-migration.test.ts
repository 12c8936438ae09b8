import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { migrationsBefore, runSqlFile } from './migration-files.js';

const REFUND_SCALE_MIGRATION = 35;

describe('migration 0035 (refunds at one scale)', () => {
  let url: string;
  let before: string;

  beforeAll(async () => {
    url = await createScratchDatabase('refund_scale_migration');
    before = await migrationsBefore(REFUND_SCALE_MIGRATION);
  });
  afterAll(() => fs.rm(before, { recursive: true, force: true }));

  it('gives the refunds a departure cancellation wrote the two decimals of every other refund', async () => {
    const first = await runMigrations(url, before);
    expect(first.version).toBe(REFUND_SCALE_MIGRATION - 1);
    await runSqlFile(url, '0035-before.sql');
    const second = await runMigrations(url, migrationsDir);
    expect(second.applied[0]).toMatch(/^0035\./);
    await runSqlFile(url, '0035-after.sql');
  });
});
