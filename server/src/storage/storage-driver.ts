import type { Readable } from 'node:stream';

/**
 * Where one version of an object's bytes lives. Every write makes a new version, so a failed
 * write never damages the bytes a row already points at. `null`: a file stored before versions.
 */
export interface ObjectLocation {
  bucket: string;
  key: string;
  version: string | null;
}

export interface StoredFileInfo {
  size: number;
  modified: Date;
}

/** The bytes of stored objects; their metadata lives in storage.objects. */
export interface StorageDriver {
  /** Stores the bytes whole or not at all (readers never see half a file). */
  put(location: ObjectLocation, body: Buffer): Promise<void>;
  /**
   * Copies stored bytes to another location (another key or bucket), whole or not at all;
   * missing source bytes are the 404 NoSuchKey.
   */
  copy(from: ObjectLocation, to: ObjectLocation): Promise<void>;
  /** A stream of the bytes, or undefined when they are missing. */
  get(location: ObjectLocation): Promise<Readable | undefined>;
  stat(location: ObjectLocation): Promise<StoredFileInfo | undefined>;
  /** Removes the bytes; missing ones are no error. */
  delete(location: ObjectLocation): Promise<void>;
  /** Every stored version under a bucket's key prefix ('' for all), for maintenance. */
  list(bucket: string, prefix: string): Promise<ObjectLocation[]>;
  /**
   * Removes what writes that never finished left behind (a crash mid-write), last touched
   * before `olderThan`; answers how many. A store whose writes are atomic has none.
   */
  removeUnfinishedWrites(olderThan: Date): Promise<number>;
}

/**
 * The store behind a driver failed or could not be reached (not a missing object). Its status
 * makes the services answer their 503 ServiceUnavailable (and log the cause); nothing changed.
 */
export class ObjectStorageUnavailableError extends Error {
  override name = 'ObjectStorageUnavailableError';
  readonly statusCode = 503;
}
