import pg from 'pg';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from '@app/server/platform/project-paths';
import { databaseTypesSource } from './database-types.js';
import { dbRulesSource } from './db-rules.js';
import { schemaSqlSource } from './schema-sql.js';

/** The generated files, by path from the repository root. */
export const GENERATED_FILES = {
  databaseTypes: 'domain/src/generated/database.types.ts',
  dbRules: 'domain/src/generated/db-rules.ts',
  schemaSql: 'db/schema.sql',
} as const;

/** Printed as `prettier --check` expects, with the repository's settings. */
async function formatTypeScript(file: string, source: string): Promise<string> {
  const filepath = path.join(projectRoot, file);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

/** Every generated file's text, read from the database at `databaseUrl`. */
export async function generateFiles(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return {
      [GENERATED_FILES.databaseTypes]: await formatTypeScript(
        GENERATED_FILES.databaseTypes,
        await databaseTypesSource(client),
      ),
      [GENERATED_FILES.dbRules]: await formatTypeScript(
        GENERATED_FILES.dbRules,
        await dbRulesSource(client),
      ),
      [GENERATED_FILES.schemaSql]: await schemaSqlSource(client),
    };
  } finally {
    await client.end();
  }
}
