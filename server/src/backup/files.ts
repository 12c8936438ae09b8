import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DiskDriver } from '../storage/disk-driver.js';
import type { ObjectLocation } from '../storage/storage-driver.js';
import { BackupError, type FileCopy, insideBackup } from './manifest.js';

export const FILES_DIR = 'files';

/** Counts and hashes what flows through. */
export function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Copies the versions the snapshot's storage.objects rows point at. Every write makes a new
 * version, so these bytes stay as they were; a version deleted since the snapshot (its object
 * replaced or removed meanwhile) cannot be copied, and the backup fails rather than keep a
 * row without its bytes.
 */
export async function copyStoredFiles(
  storageRoot: string,
  backupDir: string,
  objects: ObjectLocation[],
): Promise<FileCopy[]> {
  const source = new DiskDriver(storageRoot);
  const target = new DiskDriver(path.join(backupDir, FILES_DIR));
  const copies: FileCopy[] = [];
  for (const location of objects) {
    const bytes = await source.get(location);
    if (!bytes) {
      throw new BackupError(
        `The stored file ${location.bucket}/${location.key} (version ${location.version ?? 'none'}) is missing: it was replaced or deleted while the backup ran, or storage lost it; run the backup again.`,
      );
    }
    const file = target.filePath(location);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const measure = measuring();
    await pipeline(bytes, measure.stream, createWriteStream(file, { mode: 0o600 }));
    copies.push({
      ...location,
      file: path.relative(backupDir, file).split(path.sep).join('/'),
      ...measure.result(),
    });
  }
  return copies;
}

/** Every file is there with its size and sha256, before anything is restored. */
export async function verifyFileCopies(
  backupDir: string,
  files: Array<Pick<FileCopy, 'file' | 'size' | 'sha256'>>,
): Promise<void> {
  for (const entry of files) {
    const measure = measuring();
    try {
      await pipeline(
        createReadStream(insideBackup(backupDir, entry.file)),
        measure.stream,
        async (source: AsyncIterable<unknown>) => {
          for await (const _chunk of source) {
            // drained: only the hash counts
          }
        },
      );
    } catch {
      throw new BackupError(`The backup's file ${entry.file} is missing or unreadable.`);
    }
    const { size, sha256 } = measure.result();
    if (size !== entry.size || sha256 !== entry.sha256) {
      throw new BackupError(
        `The backup's file ${entry.file} does not match its sha256 in the manifest: the backup was changed or damaged; use an intact copy.`,
      );
    }
  }
}

/** Writes the files back into the storage root (after verifyFileCopies). */
export async function restoreFiles(
  backupDir: string,
  storageRoot: string,
  files: FileCopy[],
): Promise<void> {
  const store = new DiskDriver(storageRoot);
  for (const entry of files) {
    const body = await fs.readFile(insideBackup(backupDir, entry.file));
    await store.put({ bucket: entry.bucket, key: entry.key, version: entry.version }, body);
  }
}
