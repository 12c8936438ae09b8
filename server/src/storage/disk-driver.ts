import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { resolveObjectPath, splitVersionedName, versionedName } from './object-path.js';
import type { ObjectLocation, StorageDriver, StoredFileInfo } from './storage-driver.js';
import { storageErrors } from './storage-errors.js';

/** Bytes are written under this suffix first, then renamed into place. */
const TEMPORARY_SUFFIX = '.tmp';

/** Whether a file system call failed because its path does not exist. */
function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Files under `root/<bucket>/<key>@<version>`, each written to a temporary name and renamed. */
export class DiskDriver implements StorageDriver {
  constructor(readonly root: string) {}

  filePath({ bucket, key, version }: ObjectLocation): string {
    return versionedName(resolveObjectPath(this.root, bucket, key), version);
  }

  async put(location: ObjectLocation, body: Buffer): Promise<void> {
    const file = this.filePath(location);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`;
    try {
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async copy(from: ObjectLocation, to: ObjectLocation): Promise<void> {
    const file = this.filePath(to);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`;
    try {
      await fs.copyFile(this.filePath(from), temporary);
      await fs.rename(temporary, file);
    } catch (error) {
      if (isMissingFile(error)) throw storageErrors.noSuchKey();
      throw error;
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async get(location: ObjectLocation): Promise<Readable | undefined> {
    const stream = createReadStream(this.filePath(location));
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  async stat(location: ObjectLocation): Promise<StoredFileInfo | undefined> {
    try {
      const info = await fs.stat(this.filePath(location));
      return { size: info.size, modified: info.mtime };
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  async delete(location: ObjectLocation): Promise<void> {
    await fs.rm(this.filePath(location), { force: true });
  }

  async removeUnfinishedWrites(olderThan: Date): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(this.root, { recursive: true });
    } catch (error) {
      if (isMissingFile(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith(TEMPORARY_SUFFIX)) continue;
      const file = path.join(this.root, name);
      const info = await fs.stat(file).catch(() => undefined);
      if (!info?.isFile() || info.mtime >= olderThan) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  async list(bucket: string, prefix: string): Promise<ObjectLocation[]> {
    const bucketDir = path.join(this.root, bucket);
    let names: string[];
    try {
      names = await fs.readdir(bucketDir, { recursive: true });
    } catch (error) {
      if (isMissingFile(error)) return [];
      throw error;
    }
    const found: ObjectLocation[] = [];
    for (const name of names) {
      const key = name.split(path.sep).join('/');
      if (key.endsWith(TEMPORARY_SUFFIX) || !key.startsWith(prefix)) continue;
      if (!(await fs.stat(path.join(bucketDir, name))).isFile()) continue;
      found.push({ bucket, ...splitVersionedName(key) });
    }
    return found;
  }
}
