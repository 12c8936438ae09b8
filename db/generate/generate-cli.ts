import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '@app/server/platform/project-paths';
import { startFreshDatabase } from './fresh-database.js';
import { generateFiles } from './generated-files.js';

/**
 * `npm run db:generate`: migrates a throwaway database with db/migrations and writes the files
 * generated from it (the web's Database type, the rules read from SQL, db/schema.sql).
 */
async function main() {
  const database = await startFreshDatabase();
  try {
    const files = await generateFiles(database.url);
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(projectRoot, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const current = await fs.readFile(target, 'utf8').catch(() => undefined);
      if (current === text) continue;
      await fs.writeFile(target, text);
      console.log(`wrote ${file}`);
    }
  } finally {
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
