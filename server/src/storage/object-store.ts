import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type pg from 'pg';
import type { CallerDb, CallerTransaction } from '../platform/caller-db.js';
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
  createdAt: Date;
  /** storage-api's user metadata (`upload(..., { metadata })`); {} when none was given. */
  userMetadata: Record<string, unknown>;
}

export interface PutObjectOptions {
  contentType: string;
  cacheControl?: string;
  /** Replace an existing object; without it an existing key is a 409 Duplicate. */
  upsert?: boolean;
  userMetadata?: Record<string, unknown> | null;
  /** Whom the object is stored for, when not the caller (a signed upload, an e-ticket). */
  owner?: string | null;
  /**
   * A signed upload token's id, recorded in the row's transaction: the token stores one object,
   * and a replay is refused as a duplicate (storage.signed_upload_uses, migration 0070).
   */
  uploadToken?: { id: string; expiresAt: Date };
}

/** Where a copy or move goes, and whether it may replace an object there. */
export interface CopyTarget {
  bucket: string;
  key: string;
  upsert: boolean;
}

/** One page of list-v2 (POST /object/list-v2): folders and files after a cursor. */
export interface ListV2Options {
  prefix: string;
  withDelimiter: boolean;
  limit: number;
  sortColumn: 'name' | 'created_at' | 'updated_at';
  descending: boolean;
  /** The last entry of the previous page: its name and sort value. */
  after: { name: string; sortKey: string | null } | null;
}

export interface ListV2Entry {
  name: string;
  id: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
  sort_key: string | null;
}

export interface BucketInfo {
  id: string;
  public: boolean;
  /** Bytes one object may have; null: no limit of the bucket's own. */
  fileSizeLimit: number | null;
  /** Content types the bucket takes; null: any. */
  allowedMimeTypes: string[] | null;
  /** A picture bucket: uploads are read from their bytes and encoded again (migration 0070). */
  pictures: boolean;
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
  created_at: Date;
  user_metadata: Record<string, unknown> | null;
}

/** The columns an ObjectRow is read from (of storage.objects, unqualified or as `o`). */
const ROW_COLUMNS = 'id, owner, metadata, version, updated_at, created_at, user_metadata';
const O_ROW_COLUMNS =
  'o.id, o.owner, o.metadata, o.version, o.updated_at, o.created_at, o.user_metadata';

/** Thrown inside a transaction only to roll it back (a dry run of a write). */
class DryRun extends Error {}

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
    createdAt: row.created_at,
    userMetadata: row.user_metadata ?? {},
  };
}

interface WrittenRow {
  /** The version the row pointed at before (undefined: there was no row). */
  previous: string | null | undefined;
  row: ObjectRow;
}

/**
 * Inserts (or with `upsert` replaces) an object's row pointing at bytes already stored, in the
 * caller's transaction; a key taken without `upsert` is a 409 Duplicate.
 */
async function writeRow(
  tx: CallerTransaction,
  row: {
    bucket: string;
    key: string;
    owner: string | null;
    metadata: Record<string, unknown>;
    userMetadata: Record<string, unknown> | null;
    version: string;
    upsert: boolean;
  },
): Promise<WrittenRow> {
  const values = [row.bucket, row.key, row.owner, row.metadata, row.userMetadata, row.version];
  if (!row.upsert) {
    // One statement, so two uploads of a new key at once cannot both succeed.
    const { rows } = await tx.query<ObjectRow>(
      `insert into storage.objects (bucket_id, name, owner, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (bucket_id, name) do nothing
       returning ${ROW_COLUMNS}`,
      values,
    );
    if (!rows[0]) throw storageErrors.keyAlreadyExists();
    return { previous: undefined, row: rows[0] };
  }
  const existing = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2 for update',
    [row.bucket, row.key],
  );
  const { rows } = await tx.query<ObjectRow>(
    `insert into storage.objects (bucket_id, name, owner, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (bucket_id, name) do update
       set metadata = excluded.metadata, owner = excluded.owner,
           user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()
     returning ${ROW_COLUMNS}`,
    values,
  );
  return { previous: existing.rows[0]?.version, row: rows[0]! };
}

/** Records a signed upload token as used; a token used before is a 409 Duplicate. */
async function recordUploadTokenUse(
  tx: CallerTransaction,
  token: { id: string; expiresAt: Date },
): Promise<void> {
  const { rowCount } = await tx.query(
    `insert into storage.signed_upload_uses (token_id, expires_at) values ($1, $2)
     on conflict (token_id) do nothing`,
    [token.id, token.expiresAt],
  );
  if (rowCount === 0) throw storageErrors.keyAlreadyExists();
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
    let written: WrittenRow;
    try {
      written = await this.db.withCaller(caller, async (tx) => {
        if (options.uploadToken) await recordUploadTokenUse(tx, options.uploadToken);
        return writeRow(tx, {
          bucket,
          key,
          owner: options.owner === undefined ? (caller.userId ?? null) : options.owner,
          metadata,
          userMetadata: options.userMetadata ?? null,
          version: location.version,
          upsert: options.upsert ?? false,
        });
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
      `select o.bucket_id as bucket, o.name as key, ${O_ROW_COLUMNS}
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
      `select ${O_ROW_COLUMNS}
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
      pictures: boolean;
    }>(
      `select id, public, file_size_limit, allowed_mime_types, pictures
         from storage.buckets where id = $1`,
      [bucket],
    );
    const row = rows[0];
    return (
      row && {
        id: row.id,
        public: row.public,
        fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
        allowedMimeTypes: row.allowed_mime_types,
        pictures: row.pictures,
      }
    );
  }

  /** An object the caller may read (row-level security decides), or undefined. */
  async getObject(caller: Caller, bucket: string, key: string): Promise<StoredObject | undefined> {
    const rows = await this.db.withCaller(caller, async (tx) => {
      const result = await tx.query<ObjectRow>(
        `select ${ROW_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, key],
      );
      return result.rows;
    });
    return rows[0] && storedObject(bucket, key, rows[0]);
  }

  /** Which of `keys` name objects the caller may read (row-level security decides). */
  async readableKeys(caller: Caller, bucket: string, keys: string[]): Promise<Set<string>> {
    const rows = await this.db.withCaller(caller, async (tx) => {
      const result = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, keys],
      );
      return result.rows;
    });
    return new Set(rows.map((row) => row.name));
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

  /**
   * Copies (or with `move`, moves) an object the caller may read to `target`, also into another
   * bucket. The bytes are copied to a new version first and the row written (or, for a move,
   * re-pointed) as the caller in one transaction, so a crash leaves either the old state or the
   * new one plus bytes sweepOrphans() removes; never a row without bytes.
   */
  async copyObject(
    caller: Caller,
    source: { bucket: string; key: string },
    target: CopyTarget,
    { move, accept }: { move: boolean; accept: (object: StoredObject) => void },
  ): Promise<StoredObject> {
    const original = await this.getObject(caller, source.bucket, source.key);
    if (!original) throw storageErrors.noSuchKey();
    accept(original);
    const location = {
      bucket: target.bucket,
      key: target.key,
      version: randomBytes(16).toString('hex'),
    };
    await this.driver.copy(original.location, location);
    let written: WrittenRow;
    try {
      written = await this.db.withCaller(caller, async (tx) => {
        if (!move) {
          const { rows } = await tx.query<{ metadata: Record<string, unknown> }>(
            'select metadata from storage.objects where id = $1',
            [original.id],
          );
          return writeRow(tx, {
            bucket: target.bucket,
            key: target.key,
            owner: caller.userId ?? null,
            metadata: { ...rows[0]?.metadata, lastModified: new Date().toISOString() },
            userMetadata: original.userMetadata,
            version: location.version,
            upsert: target.upsert,
          });
        }
        // Only the version that was copied moves: a replacement meanwhile is a missing object.
        const { rows } = await tx.query<ObjectRow>(
          `update storage.objects
              set bucket_id = $2, name = $3, version = $4, updated_at = now()
            where id = $1 and version is not distinct from $5
            returning ${ROW_COLUMNS}`,
          [original.id, target.bucket, target.key, location.version, original.location.version],
        );
        if (!rows[0]) throw storageErrors.noSuchKey();
        return { previous: original.location.version, row: rows[0] };
      });
    } catch (error) {
      await this.removeBytes(location);
      throw error;
    }
    if (written.previous !== undefined) {
      await this.removeBytes(move ? original.location : { ...location, version: written.previous });
    }
    return storedObject(target.bucket, target.key, written.row);
  }

  /**
   * Refuses (with the error the caller would get) unless the caller may write `key`: the row is
   * written as the caller and rolled back, so the database's policies decide, as storage-api's
   * signed upload URLs do.
   */
  async assertMayWrite(caller: Caller, bucket: string, key: string, upsert: boolean) {
    try {
      await this.db.withCaller(caller, async (tx) => {
        await writeRow(tx, {
          bucket,
          key,
          owner: caller.userId ?? null,
          metadata: {},
          userMetadata: null,
          version: randomBytes(16).toString('hex'),
          upsert,
        });
        throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
    }
  }

  /**
   * One page of list-v2: below `prefix` (as given, not only folders), with the delimiter each
   * sub-folder once, ordered by the sort column then the name (byte-wise), after the cursor.
   * As the caller: row-level security applies.
   */
  async listObjectsV2(caller: Caller, bucket: string, options: ListV2Options) {
    const direction = options.descending ? 'desc' : 'asc';
    const comparison = options.descending ? '<' : '>';
    const sortKey = options.sortColumn === 'name' ? `''` : `(e.${options.sortColumn})::text`;
    const sortValue = options.sortColumn === 'name' ? `''::text` : `e.${options.sortColumn}`;
    return this.db.withCaller(caller, async (tx) => {
      const { rows } = await tx.query<ListV2Entry>(
        `with matched as (
           select o.name, o.id, o.created_at, o.updated_at, o.last_accessed_at, o.metadata,
                  case when $3 then position('/' in substr(o.name, char_length($2) + 1))
                       else 0 end as slash
             from storage.objects o
            where o.bucket_id = $1 and starts_with(o.name, $2)
         ),
         entries as (
           select left(m.name, char_length($2) + m.slash) as name, null::uuid as id,
                  min(m.created_at) as created_at, max(m.updated_at) as updated_at,
                  null::timestamptz as last_accessed_at, null::jsonb as metadata
             from matched m where m.slash > 0 group by 1
           union all
           select m.name, m.id, m.created_at, m.updated_at, m.last_accessed_at, m.metadata
             from matched m where m.slash = 0
         )
         select e.*, ${sortKey} as sort_key
           from entries e
          where $4::text is null
             or (${sortValue}, e.name collate "C") ${comparison}
                (${options.sortColumn === 'name' ? `coalesce($5::text, '')` : '$5::text::timestamptz'}, $4 collate "C")
          order by ${sortValue} ${direction}, e.name collate "C" ${direction}
          limit $6`,
        [
          bucket,
          options.prefix,
          options.withDelimiter,
          options.after?.name ?? null,
          options.after?.sortKey ?? null,
          options.limit + 1,
        ],
      );
      return { entries: rows.slice(0, options.limit), hasNext: rows.length > options.limit };
    });
  }

  /**
   * Removes every object of a bucket the caller may delete (storage-api's empty), in pages, and
   * then their bytes; answers how many went.
   */
  async emptyBucket(caller: Caller, bucket: string): Promise<number> {
    const PAGE = 500;
    let total = 0;
    for (;;) {
      const removed = await this.db.withCaller(caller, async (tx) => {
        const { rows } = await tx.query<{ name: string; version: string | null }>(
          `delete from storage.objects
            where id in (select id from storage.objects where bucket_id = $1 limit $2)
            returning name, version`,
          [bucket, PAGE],
        );
        return rows;
      });
      await Promise.all(
        removed.map((row) => this.removeBytes({ bucket, key: row.name, version: row.version })),
      );
      total += removed.length;
      if (removed.length < PAGE) return total;
    }
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
