import { constants, readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { livePidFileProcess, writePidFile } from './processes.js';
import { StartupError } from './startup-error.js';
import { errorCode } from './error-fields.js';

export async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    await fs.access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = errorCode(error) ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be read and written (${code}): fix its permissions or set DATA_DIR to a writable folder.`,
    );
  }
}

export const INSTANCE_PID_FILE = 'instance.pid';

/**
 * Claims DATA_DIR for this process with a pid file (pid and start time). A live holder means
 * another instance serves this DATA_DIR and we refuse; a dead one (killed, crashed) leaves a
 * stale file we take over, after which its orphaned PostgreSQL and PostgREST may be stopped.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, INSTANCE_PID_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await fs.open(file, 'wx', 0o600);
      await handle.close();
      await writePidFile(file, process.pid);
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = await livePidFileProcess(file);
    if (holder) {
      throw new StartupError(
        `Another instance is already using DATA_DIR ${dataDir} (it runs as pid ${holder.pid}): stop that instance first, or set DATA_DIR to another folder.`,
      );
    }
    // A file that is still empty may be a competitor between its open and its write.
    const { size, mtimeMs } = await fs.stat(file).catch(() => ({ size: 1, mtimeMs: 0 }));
    if (size === 0 && Date.now() - mtimeMs < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    await fs.rm(file, { force: true });
  }
  const ours = await fs.readFile(file, 'utf8');
  const releaseOnExit = () => {
    try {
      if (readFileSync(file, 'utf8') === ours) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', releaseOnExit);
  return async () => {
    process.removeListener('exit', releaseOnExit);
    releaseOnExit();
  };
}
