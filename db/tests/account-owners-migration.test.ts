import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { migrationsBefore, runSqlFile } from './migration-files.js';

const ACCOUNT_OWNERS_MIGRATION = 71;

describe('migration 0071 (money records owned by account owners)', () => {
  let url: string;
  let before: string;

  beforeAll(async () => {
    url = await createScratchDatabase('account_owners_migration');
    before = await migrationsBefore(ACCOUNT_OWNERS_MIGRATION);
  });
  afterAll(() => fs.rm(before, { recursive: true, force: true }));

  it('gives every account an owner row and points the money tables at it, moving no money', async () => {
    const first = await runMigrations(url, before);
    expect(first.version).toBeLessThan(ACCOUNT_OWNERS_MIGRATION);
    await runSqlFile(url, '0071-before.sql');
    const second = await runMigrations(url, migrationsDir);
    expect(second.applied[0]).toMatch(/^0071\./);
    await runSqlFile(url, '0071-after.sql');
  });
});
