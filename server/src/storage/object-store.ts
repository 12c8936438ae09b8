import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type pg from 'pg';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import type { Logger } from '../platform/logger.js';
import { StorageError } from './storage-errors.js';
import type { ObjectLocation, StorageDriver } from './storage-driver.js';

export interface StoredObject {
  location: ObjectLocation;
  contentType: string;
  cacheControl: string;
  size: number;
  eTag: string;
  lastModified: Date;
}

export interface PutObjectOptions {
  contentType: string;
  cacheControl?: string;
  /** Replace an existing object; without it an existing key is a 409 Duplicate. */
  upsert?: boolean;
}

interface ObjectRow {
  metadata: Record<string, unknown>;
  version: string | null;
  updated_at: Date;
}

function storedObject(bucket: string, key: string, row: ObjectRow): StoredObject {
  const { metadata } = row;
  return {
    location: { bucket, key, version: row.version },
    contentType:
      typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    cacheControl:
      typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'max-age=3600',
    size: typeof metadata.size === 'number' ? metadata.size : 0,
    eTag: typeof metadata.eTag === 'string' ? metadata.eTag : '',
    lastModified: row.updated_at,
  };
}

/**
 * Stored objects: bytes through a StorageDriver, metadata in storage.objects written as the
 * caller (row-level security decides who may write). A write stores a new version first and
 * points the row at it in one transaction; if that fails the new bytes are removed, and once it
 * commits the previous version's bytes are.
 */
export class ObjectStore {
  constructor(
    private readonly driver: StorageDriver,
    private readonly db: CallerDb,
    /** The service connection, for public reads (one statement, the hot path). */
    private readonly servicePool: Pick<pg.Pool, 'query'>,
    private readonly log: Logger,
  ) {}

  publicUrlPath(bucket: string, key: string): string {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    return `/storage/v1/object/public/${bucket}/${encoded}`;
  }

  async putObject(
    caller: Caller,
    bucket: string,
    key: string,
    body: Buffer,
    options: PutObjectOptions,
  ): Promise<StoredObject> {
    const location = { bucket, key, version: randomBytes(16).toString('hex') };
    await this.driver.put(location, body);
    const metadata = {
      eTag: `"${createHash('md5').update(body).digest('hex')}"`,
      size: body.length,
      mimetype: options.contentType,
      cacheControl: options.cacheControl ?? 'max-age=3600',
      contentLength: body.length,
      httpStatusCode: 200,
    };
    let written: { previous: string | null | undefined; row: ObjectRow };
    try {
      written = await this.db.withCaller(caller, async (tx) => {
        const existing = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [bucket, key],
        );
        if (existing.rows[0] && !options.upsert) {
          throw new StorageError(409, 'Duplicate', 'The resource already exists');
        }
        const { rows } = await tx.query<ObjectRow>(
          `insert into storage.objects (bucket_id, name, owner, metadata, version)
           values ($1, $2, $3, $4, $5)
           on conflict (bucket_id, name) do update
             set metadata = excluded.metadata, owner = excluded.owner,
                 version = excluded.version, updated_at = now()
           returning metadata, version, updated_at`,
          [bucket, key, caller.userId ?? null, metadata, location.version],
        );
        return { previous: existing.rows[0]?.version, row: rows[0]! };
      });
    } catch (error) {
      await this.removeBytes(location);
      throw error;
    }
    if (written.previous !== undefined) {
      await this.removeBytes({ bucket, key, version: written.previous });
    }
    return storedObject(bucket, key, written.row);
  }

  /** An object of a public bucket, or undefined. */
  async getPublicObject(bucket: string, key: string): Promise<StoredObject | undefined> {
    const { rows } = await this.servicePool.query<ObjectRow>(
      `select o.metadata, o.version, o.updated_at
         from storage.objects o
         join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucket, key],
    );
    return rows[0] && storedObject(bucket, key, rows[0]);
  }

  /** The object's bytes as a stream, or undefined when they are missing. */
  open(object: StoredObject): Promise<Readable | undefined> {
    return this.driver.get(object.location);
  }

  async read(object: StoredObject): Promise<Buffer | undefined> {
    const stream = await this.open(object);
    return stream && buffer(stream);
  }

  private async removeBytes(location: ObjectLocation): Promise<void> {
    await this.driver.delete(location).catch((error: unknown) => {
      // Left-over bytes cost disk space only; driver.list() finds them for a clean-up.
      this.log.warn({ err: error, location }, 'could not remove stored bytes');
    });
  }
}
