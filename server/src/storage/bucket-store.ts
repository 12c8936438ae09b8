import pg from 'pg';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { storageErrors } from './storage-errors.js';

/** A bucket as storage-api's bucket API answers it. */
export interface BucketDescription {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

export interface BucketListOptions {
  limit: number | null;
  offset: number;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at';
  descending: boolean;
  search: string;
}

interface BucketRow extends Omit<BucketDescription, 'file_size_limit'> {
  file_size_limit: string | null;
}

const COLUMNS =
  'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

const describe = (row: BucketRow): BucketDescription => ({
  ...row,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
});

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * storage.buckets through the bucket API, as the caller: the policies of migration 0070 let
 * admins (and service_role) create, change and remove buckets.
 */
export class BucketStore {
  constructor(private readonly db: CallerDb) {}

  async list(caller: Caller, options: BucketListOptions): Promise<BucketDescription[]> {
    const direction = options.descending ? 'desc' : 'asc';
    return this.db.withCaller(caller, async (tx) => {
      const { rows } = await tx.query<BucketRow>(
        `select ${COLUMNS} from storage.buckets
          where $1 = '' or strpos(lower(name), lower($1)) > 0
          order by ${options.sortColumn} ${direction}, id collate "C" ${direction}
          limit $2 offset $3`,
        [options.search, options.limit, options.offset],
      );
      return rows.map(describe);
    });
  }

  async get(caller: Caller, id: string): Promise<BucketDescription | undefined> {
    return this.db.withCaller(caller, async (tx) => {
      const { rows } = await tx.query<BucketRow>(
        `select ${COLUMNS} from storage.buckets where id = $1`,
        [id],
      );
      return rows[0] && describe(rows[0]);
    });
  }

  async create(
    caller: Caller,
    bucket: { id: string; name: string } & BucketSettings,
  ): Promise<void> {
    try {
      await this.db.withCaller(caller, (tx) =>
        tx.query(
          `insert into storage.buckets
             (id, name, owner, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            bucket.id,
            bucket.name,
            caller.userId ?? null,
            bucket.public ?? false,
            bucket.fileSizeLimit ?? null,
            bucket.allowedMimeTypes ?? null,
          ],
        ),
      );
    } catch (error) {
      if (error instanceof pg.DatabaseError && error.code === UNIQUE_VIOLATION) {
        throw storageErrors.bucketAlreadyExists();
      }
      throw error;
    }
  }

  async update(caller: Caller, id: string, settings: BucketSettings): Promise<void> {
    const updated = await this.db.withCaller(caller, async (tx) => {
      const { rowCount } = await tx.query(
        `update storage.buckets
            set public = case when $2 then $3 else public end,
                file_size_limit = case when $4 then $5::bigint else file_size_limit end,
                allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
                updated_at = now()
          where id = $1`,
        [
          id,
          settings.public !== undefined,
          settings.public ?? false,
          settings.fileSizeLimit !== undefined,
          settings.fileSizeLimit ?? null,
          settings.allowedMimeTypes !== undefined,
          settings.allowedMimeTypes ?? null,
        ],
      );
      return rowCount ?? 0;
    });
    if (updated === 0) throw storageErrors.noSuchBucket();
  }

  /** Removes an empty bucket; one with objects is storage-api's 409. */
  async delete(caller: Caller, id: string): Promise<void> {
    let deleted: number;
    try {
      deleted = await this.db.withCaller(caller, async (tx) => {
        const { rows } = await tx.query<{ used: boolean }>(
          'select exists (select 1 from storage.objects where bucket_id = $1) as used',
          [id],
        );
        if (rows[0]?.used) throw storageErrors.bucketNotEmpty();
        // An object stored meanwhile still stops the delete (the foreign key, below).
        const { rowCount } = await tx.query('delete from storage.buckets where id = $1', [id]);
        return rowCount ?? 0;
      });
    } catch (error) {
      if (
        error instanceof pg.DatabaseError &&
        error.code === FOREIGN_KEY_VIOLATION &&
        error.constraint === 'objects_bucket_id_fkey'
      ) {
        throw storageErrors.bucketNotEmpty();
      }
      throw error;
    }
    if (deleted === 0) throw storageErrors.noSuchBucket();
  }
}
