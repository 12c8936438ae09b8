import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

const tableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** Where its rows are, relative to the backup: COPY text format. */
  file: z.string(),
  /** The columns in the file, in order (generated columns are left out: they are computed). */
  columns: z.array(z.string()),
  rows: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const sequenceSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** bigint as text. */
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

const fileSchema = z.object({
  bucket: z.string(),
  key: z.string(),
  version: z.string().nullable(),
  /** Relative to the backup. */
  file: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  /** The schema the rows fit: restore refuses code whose migrations differ. */
  migrations: z.array(z.object({ version: z.number().int(), name: z.string(), md5: z.string() })),
  /** graphile-worker's own last migration. */
  jobQueueMigration: z.number().int(),
  postgresVersion: z.string(),
  /** embedded: the cluster in DATA_DIR; external: DATABASE_URL. */
  database: z.enum(['embedded', 'external']),
  storageBackend: z.enum(['disk', 's3']),
  /** DATA_DIR's generated secrets (embedded only): whoever holds the backup holds them. */
  secretsFile: z.string().nullable(),
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
  files: z.array(fileSchema),
  notes: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableDump = z.infer<typeof tableSchema>;
export type SequenceValue = z.infer<typeof sequenceSchema>;
export type FileCopy = z.infer<typeof fileSchema>;

/** Written last: a backup without it is incomplete. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = path.join(dir, MANIFEST_FILE);
  const temporary = `${file}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(manifestSchema.parse(manifest), null, 2)}\n`, {
    mode: 0o600,
  });
  await fs.rename(temporary, file);
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${dir} has no ${MANIFEST_FILE}: it is not a backup, or one that never finished (interrupted); use a complete backup.`,
    );
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupError(
      `${path.join(dir, MANIFEST_FILE)} is not a backup manifest of format ${MANIFEST_FORMAT} (${parsed.error.issues[0]?.message ?? 'invalid'}).`,
    );
  }
  return parsed.data;
}

/** A path inside the backup for a manifest entry, refusing one that leaves it. */
export function insideBackup(dir: string, relative: string): string {
  const resolved = path.resolve(dir, relative);
  if (!resolved.startsWith(path.resolve(dir) + path.sep)) {
    throw new BackupError(`The manifest names a file outside the backup (${relative}).`);
  }
  return resolved;
}
