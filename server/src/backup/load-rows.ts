import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  type CatalogTable,
  listForeignKeys,
  listTables,
  qualified,
  quoteColumns,
} from './catalog.js';
import { BackupError, insideBackup, type Manifest } from './manifest.js';
import { foreignKeyOrder } from './table-order.js';
import { tablesWithRows } from './table-reads.js';

/**
 * Tables a fresh run of the migrations fills (the storage buckets, the catalogue's version, the
 * receipts' demo settings, which the next start overwrites with its own):
 * restore replaces their rows with the backup's, and a target holding rows only there still
 * counts as empty.
 */
export const MIGRATION_SEEDED_TABLES: ReadonlySet<string> = new Set([
  'storage.buckets',
  'private.catalogue_version',
  'private.receipt_settings',
]);

const tableName = (table: Pick<CatalogTable, 'schema' | 'name'>) =>
  qualified(table.schema, table.name);

/** The target's tables hold no rows but those its migrations wrote (it may be unmigrated). */
export async function assertTargetEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin read only');
    const tables = (await listTables(client)).filter(
      (table) => !MIGRATION_SEEDED_TABLES.has(tableName(table)),
    );
    const filled = await tablesWithRows(client, tables);
    await client.query('commit');
    if (filled.length > 0) {
      throw new BackupError(
        `The target database is not empty (${filled.map(tableName).slice(0, 5).join(', ')} hold rows): restore into a new, empty database.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** The migrated target has exactly the backup's tables and columns. */
function matchTables(manifest: Manifest, target: CatalogTable[]): Map<string, CatalogTable> {
  const byName = new Map(target.map((table) => [tableName(table), table]));
  const differences: string[] = [];
  for (const dumped of manifest.tables) {
    const name = tableName(dumped);
    const table = byName.get(name);
    if (!table) differences.push(`${name} is missing`);
    else if (table.columns.join(',') !== dumped.columns.join(','))
      differences.push(
        `${name} has columns (${table.columns.join(', ')}), the backup (${dumped.columns.join(', ')})`,
      );
  }
  const dumpedNames = new Set(manifest.tables.map(tableName));
  for (const name of byName.keys()) {
    if (!dumpedNames.has(name)) differences.push(`${name} is not in the backup`);
  }
  if (differences.length > 0) {
    throw new BackupError(
      `The target's tables differ from the backup's: ${differences.join('; ')}.`,
    );
  }
  return byName;
}

/**
 * Loads every table in ONE transaction as the owner, in foreign-key order. COPY FROM is refused
 * on a table with forced row security, so that is lifted per table meanwhile; user triggers
 * (ledger, booking, audit, job queue) are disabled, as the rows are history that already went
 * through them. Foreign keys are still checked. Sequences then continue from the backup's values.
 * A failure rolls everything back: the target keeps only what its migrations made.
 */
export async function loadRows(
  databaseUrl: string,
  backupDir: string,
  manifest: Manifest,
  progress: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const byName = matchTables(manifest, await listTables(client));
    const order = foreignKeyOrder([...byName.keys()], await listForeignKeys(client));
    const tables = order.map((name) => byName.get(name)).filter((table) => table !== undefined);

    const seeded = await tablesWithRows(client, tables);
    const unexpected = seeded.filter((table) => !MIGRATION_SEEDED_TABLES.has(tableName(table)));
    if (unexpected.length > 0) {
      throw new BackupError(
        `The migrations wrote rows into ${unexpected.map(tableName).join(', ')}: add them to MIGRATION_SEEDED_TABLES (their rows are replaced by the backup's).`,
      );
    }

    for (const table of tables) {
      if (table.forced) await client.query(`alter table ${table.sql} no force row level security`);
      await client.query(`alter table ${table.sql} disable trigger user`);
    }
    for (const table of [...seeded].reverse()) {
      progress(`  replacing the rows the migrations wrote in ${tableName(table)}`);
      await client.query(`delete from ${table.sql}`);
    }
    const dumps = new Map(manifest.tables.map((dumped) => [tableName(dumped), dumped]));
    for (const table of tables) {
      const dumped = dumps.get(tableName(table));
      if (!dumped) continue;
      const copy = client.query(
        copyFrom(`copy ${table.sql} (${quoteColumns(dumped.columns)}) from stdin`),
      );
      await pipeline(createReadStream(insideBackup(backupDir, dumped.file)), copy);
      if (copy.rowCount !== dumped.rows) {
        throw new BackupError(
          `${dumped.file} holds ${copy.rowCount} rows, the manifest says ${dumped.rows}: the backup was changed or damaged.`,
        );
      }
      progress(`  ${tableName(table)}: ${copy.rowCount} rows`);
    }
    // The workers that held jobs at backup time are gone: their jobs are free to run again.
    if (byName.has('graphile_worker._private_jobs')) {
      await client.query(
        `update graphile_worker._private_jobs set locked_at = null, locked_by = null
          where locked_by is not null`,
      );
    }
    if (byName.has('graphile_worker._private_job_queues')) {
      await client.query(
        `update graphile_worker._private_job_queues set locked_at = null, locked_by = null
          where locked_by is not null`,
      );
    }
    for (const table of tables) {
      await client.query(`alter table ${table.sql} enable trigger user`);
      if (table.forced) await client.query(`alter table ${table.sql} force row level security`);
    }
    for (const sequence of manifest.sequences) {
      const name = qualified(sequence.schema, sequence.name);
      const { rows } = await client.query<{ found: string | null }>(
        `select to_regclass($1)::text as found`,
        [`"${sequence.schema.replaceAll('"', '""')}"."${sequence.name.replaceAll('"', '""')}"`],
      );
      if (!rows[0]?.found) throw new BackupError(`The target has no sequence ${name}.`);
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        rows[0].found,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
