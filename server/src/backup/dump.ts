import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ObjectLocation } from '../storage/storage-driver.js';
import { assertReadable, listSequences, listTables, qualified, quoteColumns } from './catalog.js';
import { copyStoredFiles, measuring } from './files.js';
import {
  BackupError,
  type Manifest,
  type SequenceValue,
  type TableDump,
  writeManifest,
} from './manifest.js';
import { asReader } from './table-reads.js';

export const TABLES_DIR = 'tables';
export const SECRETS_FILE = 'secrets.json';

export interface BackupOptions {
  /** The database owner's URL. */
  databaseUrl: string;
  database: Manifest['database'];
  storageBackend: Manifest['storageBackend'];
  /** The disk backend's root (DATA_DIR/storage). */
  storageRoot: string;
  /** DATA_DIR's secrets file, embedded only. */
  secretsFile?: string;
  out: string;
  progress: (line: string) => void;
}

/** OUT may not exist yet or be empty; it becomes private to this user. */
async function prepareOutput(out: string): Promise<void> {
  const entries = await fs.readdir(out).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupError(`${out} is not empty: back up into a new or empty folder.`);
  }
  await fs.mkdir(path.join(out, TABLES_DIR), { recursive: true, mode: 0o700 });
  await fs.chmod(out, 0o700);
}

interface Snapshot {
  tables: TableDump[];
  sequences: SequenceValue[];
  objects: ObjectLocation[];
  migrations: Manifest['migrations'];
  jobQueueMigration: number;
  postgresVersion: string;
}

/**
 * Reads every table in ONE repeatable-read transaction: one snapshot for all of them, however
 * many writers go on meanwhile. (DEFERRABLE would change nothing here: it only matters to a
 * serializable transaction.)
 */
async function dumpDatabase(client: pg.Client, out: string, progress: (line: string) => void) {
  await client.query('begin isolation level repeatable read, read only');
  try {
    const tables = await listTables(client);
    assertReadable(tables);
    const snapshot: Snapshot = {
      tables: [],
      sequences: [],
      objects: [],
      migrations: (
        await client.query<{ version: number; name: string; md5: string }>(
          // Postgrator's own first row (version 0) stands for no migration.
          `select version::int as version, name, md5 from private.schema_migrations
            where version > 0 order by version`,
        )
      ).rows,
      jobQueueMigration:
        (
          await client.query<{ id: number | null }>(
            'select max(id)::int as id from graphile_worker.migrations',
          )
        ).rows[0]?.id ?? 0,
      postgresVersion:
        (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? 'unknown',
    };
    for (const table of tables) {
      const name = qualified(table.schema, table.name);
      const file = path.join(TABLES_DIR, `${encodeURIComponent(name)}.copy`);
      const { rows, size, sha256 } = await asReader(client, table, async () => {
        const copy = client.query(
          copyTo(`copy ${table.sql} (${quoteColumns(table.columns)}) to stdout`),
        );
        const measure = measuring();
        await pipeline(
          copy,
          measure.stream,
          createWriteStream(path.join(out, file), { mode: 0o600 }),
        );
        return { rows: copy.rowCount, ...measure.result() };
      });
      snapshot.tables.push({
        schema: table.schema,
        name: table.name,
        file,
        columns: table.columns,
        rows,
        size,
        sha256,
      });
      progress(`  ${name}: ${rows} rows`);
    }
    snapshot.objects = await asReader(client, { forced: true }, async () => {
      const { rows } = await client.query<ObjectLocation>(
        'select bucket_id as bucket, name as key, version from storage.objects order by 1, 2',
      );
      return rows;
    });
    for (const sequence of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${sequence.sql}`,
      );
      const value = rows[0];
      if (!value) continue;
      snapshot.sequences.push({
        schema: sequence.schema,
        name: sequence.name,
        lastValue: value.last_value,
        isCalled: value.is_called,
      });
    }
    await client.query('commit');
    return snapshot;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Writes a backup into `out`; its manifest comes last, so a backup without one is incomplete. */
export async function writeBackup(options: BackupOptions): Promise<Manifest> {
  const { out, progress } = options;
  await prepareOutput(out);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let snapshot: Snapshot;
  try {
    progress('reading the database in one snapshot');
    snapshot = await dumpDatabase(client, out, progress);
  } finally {
    await client.end();
  }

  const notes: string[] = [];
  let files: Manifest['files'] = [];
  if (options.storageBackend === 'disk') {
    progress(`copying ${snapshot.objects.length} stored files`);
    files = await copyStoredFiles(options.storageRoot, out, snapshot.objects);
  } else {
    notes.push(
      `Files are not in this backup: they stay in the S3 bucket, whose versioning keeps the ${snapshot.objects.length} object versions the rows point at. Keep versioning on and keep old versions at least as long as this backup.`,
    );
  }

  let secretsFile: string | null = null;
  if (options.secretsFile) {
    await fs.copyFile(options.secretsFile, path.join(out, SECRETS_FILE));
    await fs.chmod(path.join(out, SECRETS_FILE), 0o600);
    secretsFile = SECRETS_FILE;
    notes.push(
      'This backup holds DATA_DIR secrets (the JWT secret that signs sessions and e-ticket codes, the database password): keep it as private as the server itself.',
    );
  } else {
    notes.push(
      'With DATABASE_URL the secrets are settings (JWT_SECRET, the database login), not part of this backup: restore with the same JWT_SECRET, or members sign in again and e-tickets are issued anew.',
    );
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    migrations: snapshot.migrations,
    jobQueueMigration: snapshot.jobQueueMigration,
    postgresVersion: snapshot.postgresVersion,
    database: options.database,
    storageBackend: options.storageBackend,
    secretsFile,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    files,
    notes,
  };
  await writeManifest(out, manifest);
  return manifest;
}
