import path from 'node:path';
import pg from 'pg';
import { runMigrations as migrateJobQueue } from 'graphile-worker';
import Postgrator from 'postgrator';
import { errorField, errorMessage } from './error-fields.js';
import { migrationsDir } from './project-paths.js';
import { StartupError } from './startup-error.js';

// Any constant works; it only has to be the same for every instance of this product.
const MIGRATION_LOCK_KEY = 7_301_955_201;

/**
 * Landed migrations are never edited, with one exception: a change that leaves the database
 * exactly as before but lets the migration run where it could not. The checksum it had is
 * listed here; databases that ran it keep it as it was and take the new checksum.
 */
const AMENDED_MIGRATIONS: ReadonlyArray<{ version: number; previousMd5: string }> = [
  // 0004 inserted the buckets after forcing RLS, which only a superuser owner gets past.
  { version: 4, previousMd5: 'edd990b4b4842efcb05e8efbd1f16a0d' },
];

export interface MigrationResult {
  applied: string[];
  version: number;
  /** Tables vacuumed after the migrations because they had no all-visible page left. */
  vacuumed: string[];
  /** Why that vacuum stopped, if it did: the migrations stand, plans are only slower until then. */
  vacuumError?: string;
}

/**
 * A migration that rewrites a table (ALTER TABLE … ADD COLUMN … STORED, a type change) leaves it
 * with an empty visibility map: index-only scans then read the table too, the planner turns to
 * worse plans, and autovacuum does not step in, since a rewrite counts as neither inserts nor
 * deletes. VACUUM cannot run inside the migrations' transaction, so it runs here, after the
 * commit, on the tables this login may vacuum that have pages and none of them all-visible.
 */
async function vacuumRewrittenTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and c.relpages > 0 and c.relallvisible = 0
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and pg_has_role(c.relowner, 'USAGE')
      order by 1`,
  );
  for (const { name } of rows) await client.query(`vacuum (analyze) ${name}`);
  return rows.map((row) => row.name);
}

function migrator(dir: string, execQuery: (query: string) => Promise<{ rows: unknown[] }>) {
  return new Postgrator({
    migrationPattern: path.join(dir, '*.do.*.sql'),
    driver: 'pg',
    schemaTable: 'private.schema_migrations',
    validateChecksums: true,
    newline: 'LF',
    execQuery,
  });
}

export interface MigrationFile {
  version: number;
  name: string;
  md5: string;
}

/** The migrations this code applies, as private.schema_migrations records them once run. */
export async function listMigrationFiles(dir = migrationsDir): Promise<MigrationFile[]> {
  const all = await migrator(dir, () => Promise.resolve({ rows: [] })).getMigrations();
  return all
    .filter((m) => m.action === 'do')
    .map(({ version, name, md5 }) => ({ version, name, md5 }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies pending migrations in ONE transaction under an advisory lock: several instances may
 * start at once, and a failing migration leaves the database exactly as it was.
 */
export async function runMigrations(
  databaseUrl: string,
  dir = migrationsDir,
): Promise<MigrationResult> {
  // The job queue's own schema comes first: our migrations add jobs through it. Its migrations
  // detect a concurrent start themselves.
  try {
    await migrateJobQueue({ connectionString: databaseUrl });
  } catch (error) {
    throw new StartupError(
      `The job queue's schema could not be installed (${errorMessage(error).split('\n')[0]}): the database owner needs CREATE on the database.`,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const postgrator = migrator(dir, (query) => client.query(query));
    let applied: Postgrator.Migration[];
    try {
      await acceptAmendedChecksums(client, postgrator);
      applied = await postgrator.migrate();
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      // Postgrator's error lists the migrations that ran before the failing one.
      const failed = errorField(error, 'appliedMigrations');
      const message = errorMessage(error);
      const next = Array.isArray(failed) ? ` after ${failed.length} good migration(s)` : '';
      throw new StartupError(
        `A database migration failed${next} (${message.split('\n')[0]}); nothing was changed: fix the migration or the database and start again.`,
      );
    }
    await client.query('commit');
    const result: MigrationResult = {
      applied: applied.map((m) => path.basename(m.filename)),
      version: 0,
      vacuumed: [],
    };
    if (applied.length > 0) {
      // NOTE: before the NOTIFY below: this session's VACUUM then marked no page all-visible
      // (PostgreSQL 18.4); a VACUUM that runs first, or in another session, does.
      try {
        result.vacuumed = await vacuumRewrittenTables(client);
      } catch (error) {
        result.vacuumError = error instanceof Error ? error.message : String(error);
      }
    }
    // Let PostgREST see the new schema.
    await client.query(`notify pgrst, 'reload schema'`);
    result.version = await postgrator.getDatabaseVersion();
    return result;
  } finally {
    await client.end();
  }
}

async function acceptAmendedChecksums(client: pg.Client, postgrator: Postgrator): Promise<void> {
  const { rows } = await client.query<{ exists: boolean }>(
    `select to_regclass('private.schema_migrations') is not null as exists`,
  );
  if (!rows[0]?.exists) return;
  const migrations = await postgrator.getMigrations();
  for (const amended of AMENDED_MIGRATIONS) {
    const current = migrations.find((m) => m.version === amended.version && m.action === 'do');
    if (!current?.md5) continue;
    await client.query(
      'update private.schema_migrations set md5 = $1 where version = $2 and md5 = $3',
      [current.md5, amended.version, amended.previousMd5],
    );
  }
}
