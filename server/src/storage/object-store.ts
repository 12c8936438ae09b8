import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type pg from 'pg';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import type { Logger } from '../platform/logger.js';
import { storageErrors } from './storage-errors.js';
import type { ObjectLocation, StorageDriver } from './storage-driver.js';

export interface StoredObject {
  /** The row's id (storage-api's `Id`). */
  id: string;
  location: ObjectLocation;
  contentType: string;
  cacheControl: string;
  size: number;
  eTag: string;
  lastModified: Date;
  /** Who stored it: a member's id (an admin's upload), or null for the server itself. */
  owner: string | null;
}

export interface PutObjectOptions {
  contentType: string;
  cacheControl?: string;
  /** Replace an existing object; without it an existing key is a 409 Duplicate. */
  upsert?: boolean;
}

export interface BucketInfo {
  id: string;
  public: boolean;
  /** Bytes one object may have; null: no limit of the bucket's own. */
  fileSizeLimit: number | null;
  /** Content types the bucket takes; null: any. */
  allowedMimeTypes: string[] | null;
}

/** An object as storage-api describes it in list and remove answers. */
export interface ObjectDescription {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: Record<string, unknown>;
}

/** One entry of a listing: a folder (every field but the name null) or a file. */
export interface ListedEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

export interface ListOptions {
  /** '' or a folder path ending with '/'. */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  descending: boolean;
}

interface ObjectRow {
  id: string;
  owner: string | null;
  metadata: Record<string, unknown>;
  version: string | null;
  updated_at: Date;
}

function storedObject(bucket: string, key: string, row: ObjectRow): StoredObject {
  const { metadata } = row;
  return {
    id: row.id,
    location: { bucket, key, version: row.version },
    contentType:
      typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    cacheControl:
      typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'max-age=3600',
    size: typeof metadata.size === 'number' ? metadata.size : 0,
    eTag: typeof metadata.eTag === 'string' ? metadata.eTag : '',
    lastModified: row.updated_at,
    owner: row.owner,
  };
}

/**
 * Stored objects: bytes through a StorageDriver, metadata in storage.objects written as the
 * caller (row-level security decides who may write). A write stores a new version first and
 * points the row at it in one transaction; if that fails the new bytes are removed, and once it
 * commits the previous version's bytes are.
 */
export class ObjectStore {
  readonly #storedListeners: Array<(object: StoredObject) => void> = [];

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
      lastModified: new Date().toISOString(),
      httpStatusCode: 200,
    };
    let written: { previous: string | null | undefined; row: ObjectRow };
    try {
      written = await this.db.withCaller(caller, async (tx) => {
        if (!options.upsert) {
          // One statement, so two uploads of a new key at once cannot both succeed.
          const { rows } = await tx.query<ObjectRow>(
            `insert into storage.objects (bucket_id, name, owner, metadata, version)
             values ($1, $2, $3, $4, $5)
             on conflict (bucket_id, name) do nothing
             returning id, owner, metadata, version, updated_at`,
            [bucket, key, caller.userId ?? null, metadata, location.version],
          );
          if (!rows[0]) throw storageErrors.keyAlreadyExists();
          return { previous: undefined, row: rows[0] };
        }
        const existing = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [bucket, key],
        );
        const { rows } = await tx.query<ObjectRow>(
          `insert into storage.objects (bucket_id, name, owner, metadata, version)
           values ($1, $2, $3, $4, $5)
           on conflict (bucket_id, name) do update
             set metadata = excluded.metadata, owner = excluded.owner,
                 version = excluded.version, updated_at = now()
           returning id, owner, metadata, version, updated_at`,
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
    const stored = storedObject(bucket, key, written.row);
    for (const listener of this.#storedListeners) listener(stored);
    return stored;
  }

  /** Calls `listener` after each object this store wrote (e.g. to render its sizes ahead). */
  onStored(listener: (object: StoredObject) => void): void {
    this.#storedListeners.push(listener);
  }

  /**
   * Objects of public buckets with a picture's content type, panoramas aside, by bucket and key, `limit` after
   * `after` (keyset paging, so a sweep over many objects holds one page at a time).
   */
  async listPublicPictures(
    after: { bucket: string; key: string } | null,
    limit: number,
  ): Promise<StoredObject[]> {
    const { rows } = await this.servicePool.query<ObjectRow & { bucket: string; key: string }>(
      `select o.bucket_id as bucket, o.name as key, o.id, o.owner, o.metadata, o.version,
              o.updated_at
         from storage.objects o
         join storage.buckets b on b.id = o.bucket_id
        where b.public
          -- A panorama's sizes are the viewer's, rendered when first asked (decision 032).
          and b.id <> 'panoramas'
          and o.metadata ->> 'mimetype' in ('image/jpeg', 'image/png', 'image/webp')
          and ($1::text is null or (o.bucket_id, o.name) > ($1, $2::text))
        order by o.bucket_id, o.name
        limit $3`,
      [after?.bucket ?? null, after?.key ?? null, limit],
    );
    return rows.map((row) => storedObject(row.bucket, row.key, row));
  }

  /** An object of a public bucket, or undefined. */
  async getPublicObject(bucket: string, key: string): Promise<StoredObject | undefined> {
    const { rows } = await this.servicePool.query<ObjectRow>(
      `select o.id, o.owner, o.metadata, o.version, o.updated_at
         from storage.objects o
         join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucket, key],
    );
    return rows[0] && storedObject(bucket, key, rows[0]);
  }

  /** A bucket's settings, or undefined when there is no such bucket. */
  async getBucket(bucket: string): Promise<BucketInfo | undefined> {
    const { rows } = await this.servicePool.query<{
      id: string;
      public: boolean;
      file_size_limit: string | null;
      allowed_mime_types: string[] | null;
    }>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucket],
    );
    const row = rows[0];
    return (
      row && {
        id: row.id,
        public: row.public,
        fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
        allowedMimeTypes: row.allowed_mime_types,
      }
    );
  }

  /** An object the caller may read (row-level security decides), or undefined. */
  async getObject(caller: Caller, bucket: string, key: string): Promise<StoredObject | undefined> {
    const rows = await this.db.withCaller(caller, async (tx) => {
      const result = await tx.query<ObjectRow>(
        `select id, owner, metadata, version, updated_at
           from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, key],
      );
      return result.rows;
    });
    return rows[0] && storedObject(bucket, key, rows[0]);
  }

  /**
   * Removes the objects named by `keys` that the caller may delete, in one transaction, and then
   * their bytes; returns the removed objects (keys with no object, or none the caller may
   * delete, are left out, as in storage-api).
   */
  async removeObjects(
    caller: Caller,
    bucket: string,
    keys: string[],
  ): Promise<ObjectDescription[]> {
    const removed = await this.db.withCaller(caller, async (tx) => {
      const { rows } = await tx.query<ObjectDescription & { version: string | null }>(
        `delete from storage.objects
          where bucket_id = $1 and name = any($2::text[])
          returning id, bucket_id, name, owner, created_at, updated_at, last_accessed_at,
                    metadata, version`,
        [bucket, keys],
      );
      return rows;
    });
    await Promise.all(
      removed.map((row) => this.removeBytes({ bucket, key: row.name, version: row.version })),
    );
    return removed.map(({ version: _version, ...description }) => description);
  }

  /** One level of a bucket below `prefix`, folders first (storage.list_objects, migration 0013). */
  async listObjects(caller: Caller, bucket: string, options: ListOptions): Promise<ListedEntry[]> {
    return this.db.withCaller(caller, async (tx) => {
      const { rows } = await tx.query<ListedEntry>(
        'select * from storage.list_objects($1, $2, $3, $4, $5, $6, $7)',
        [
          bucket,
          options.prefix,
          options.search,
          options.limit,
          options.offset,
          options.sortColumn,
          options.descending,
        ],
      );
      return rows;
    });
  }

  /** The object's bytes as a stream, or undefined when they are missing. */
  open(object: StoredObject): Promise<Readable | undefined> {
    return this.driver.get(object.location);
  }

  async read(object: StoredObject): Promise<Buffer | undefined> {
    const stream = await this.open(object);
    return stream && buffer(stream);
  }

  /**
   * Removes stored bytes that no row points at: those of an upload whose row was never written
   * or of a version replaced just before a crash, and unfinished writes. Only files last
   * touched before `olderThan` go, so uploads under way (bytes first, then the row) are safe.
   */
  async sweepOrphans(olderThan: Date): Promise<{ orphans: number; unfinished: number }> {
    const { rows: buckets } = await this.servicePool.query<{ id: string }>(
      'select id from storage.buckets',
    );
    let orphans = 0;
    for (const { id: bucket } of buckets) {
      const locations = await this.driver.list(bucket, '');
      if (locations.length === 0) continue;
      const { rows } = await this.servicePool.query<{ name: string; version: string | null }>(
        'select name, version from storage.objects where bucket_id = $1',
        [bucket],
      );
      const live = new Set(rows.map((row) => `${row.name}\0${row.version ?? ''}`));
      for (const location of locations) {
        if (live.has(`${location.key}\0${location.version ?? ''}`)) continue;
        const info = await this.driver.stat(location);
        if (!info || info.modified >= olderThan) continue;
        await this.driver.delete(location);
        orphans += 1;
      }
    }
    const unfinished = await this.driver.removeUnfinishedWrites(olderThan);
    return { orphans, unfinished };
  }

  private async removeBytes(location: ObjectLocation): Promise<void> {
    await this.driver.delete(location).catch((error: unknown) => {
      // Left-over bytes cost disk space only; sweepOrphans() removes them later.
      this.log.warn({ err: error, location }, 'could not remove stored bytes');
    });
  }
}
