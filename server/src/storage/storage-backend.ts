import path from 'node:path';
import type { Config } from '../config.js';
import { StartupError } from '../platform/startup-error.js';
import { DiskDriver } from './disk-driver.js';
import { S3Driver } from './s3-driver.js';
import { ObjectStorageUnavailableError, type StorageDriver } from './storage-driver.js';

/**
 * The driver STORAGE_BACKEND names: files under DATA_DIR/storage, or one S3-compatible bucket
 * (whose access is proven before the server takes requests). `close()` releases its connections.
 */
export async function createStorageDriver(
  config: Pick<Config, 'dataDir' | 'storage'>,
): Promise<{ driver: StorageDriver; close(): void }> {
  const { storage } = config;
  if (storage.backend === 'disk') {
    return { driver: new DiskDriver(path.join(config.dataDir, 'storage')), close: () => {} };
  }
  const driver = new S3Driver(storage.s3);
  try {
    await driver.checkAccess();
  } catch (error) {
    driver.close();
    if (error instanceof ObjectStorageUnavailableError) {
      throw new StartupError(`STORAGE_BACKEND=s3: ${error.message}.`);
    }
    throw error;
  }
  return { driver, close: () => driver.close() };
}
