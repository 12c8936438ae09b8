import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { migrationsBefore, runSqlFile } from './migration-files.js';

const DEPARTURES_MIGRATION = 26;

describe('migration 0026 (departures, frozen refund policies)', () => {
  let url: string;
  let before: string;

  beforeAll(async () => {
    url = await createScratchDatabase('departures_migration');
    before = await migrationsBefore(DEPARTURES_MIGRATION);
  });
  afterAll(() => fs.rm(before, { recursive: true, force: true }));

  it('gives every old booking its departure, seats and the policy it was sold under', async () => {
    const first = await runMigrations(url, before);
    expect(first.version).toBe(DEPARTURES_MIGRATION - 1);
    await runSqlFile(url, '0026-before.sql');
    const second = await runMigrations(url, migrationsDir);
    expect(second.applied[0]).toMatch(/^0026\./);
    await runSqlFile(url, '0026-after.sql');
  });
});
