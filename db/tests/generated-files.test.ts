import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runMigrations } from '@app/server/platform/migrations';
import { projectRoot } from '@app/server/platform/project-paths';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { generateFiles } from '../generate/generated-files.js';

it('the checked-in generated files match a fresh database migrated by db/migrations', async () => {
  // A new database, not the suite's shared one, which holds objects the tests made.
  const url = await createScratchDatabase('generated');
  await runMigrations(url);
  const files = await generateFiles(url);
  for (const [file, expected] of Object.entries(files)) {
    const current = await fs.readFile(path.join(projectRoot, file), 'utf8').catch(() => '');
    // Soft, so that every stale file is named, not only the first.
    expect
      .soft(current, `${file} is stale: run \`npm run db:generate\` and commit the result`)
      .toBe(expected);
  }
});
