import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { resolveObjectPath } from './object-path.js';

export interface StoredObject {
  bucket: string;
  key: string;
  filePath: string;
  contentType: string;
  cacheControl: string;
  size: number;
  eTag: string;
  lastModified: Date;
}

export interface PutObjectOptions {
  contentType: string;
  cacheControl?: string;
  owner?: string | null;
}

/**
 * Objects on local disk under DATA_DIR/storage, with their metadata in storage.objects.
 * The bytes are written to a temporary file and renamed, so a reader never sees half a file.
 */
export class FileStore {
  constructor(
    private readonly root: string,
    private readonly pool: pg.Pool,
  ) {}

  publicUrlPath(bucket: string, key: string): string {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    return `/storage/v1/object/public/${bucket}/${encoded}`;
  }

  async putObject(
    bucket: string,
    key: string,
    body: Buffer,
    options: PutObjectOptions,
  ): Promise<StoredObject> {
    const filePath = resolveObjectPath(this.root, bucket, key);
    await fs.mkdir(path.dirname(filePath), { recursive: true });
    const temporary = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
    const eTag = `"${createHash('md5').update(body).digest('hex')}"`;
    const cacheControl = options.cacheControl ?? 'max-age=3600';
    const lastModified = new Date();
    await fs.writeFile(temporary, body);
    try {
      await fs.rename(temporary, filePath);
      const metadata = {
        eTag,
        size: body.length,
        mimetype: options.contentType,
        cacheControl,
        lastModified: lastModified.toISOString(),
        contentLength: body.length,
        httpStatusCode: 200,
      };
      await this.pool.query(
        `insert into storage.objects (bucket_id, name, owner, metadata)
         values ($1, $2, $3, $4)
         on conflict (bucket_id, name) do update
           set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()`,
        [bucket, key, options.owner ?? null, metadata],
      );
    } finally {
      await fs.rm(temporary, { force: true });
    }
    return {
      bucket,
      key,
      filePath,
      contentType: options.contentType,
      cacheControl,
      size: body.length,
      eTag,
      lastModified,
    };
  }

  /** A stored object of a public bucket, or undefined. */
  async getPublicObject(bucket: string, key: string): Promise<StoredObject | undefined> {
    const filePath = resolveObjectPath(this.root, bucket, key);
    const { rows } = await this.pool.query<{ metadata: Record<string, unknown>; updated_at: Date }>(
      `select o.metadata, o.updated_at
         from storage.objects o
         join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucket, key],
    );
    const row = rows[0];
    if (!row) return undefined;
    const metadata = row.metadata;
    return {
      bucket,
      key,
      filePath,
      contentType:
        typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
      cacheControl:
        typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'max-age=3600',
      size: typeof metadata.size === 'number' ? metadata.size : 0,
      eTag: typeof metadata.eTag === 'string' ? metadata.eTag : '',
      lastModified: row.updated_at,
    };
  }
}
