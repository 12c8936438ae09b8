import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { StartupError } from './startup-error.js';

export async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    await fs.access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be read and written (${code}): fix its permissions or set DATA_DIR to a writable folder.`,
    );
  }
}
