import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientAddressKey } from '../platform/client-address.js';
import { type Caller, type Identity, IdentityError, isAdmin } from '../platform/identity.js';
import { parseWith } from '../platform/parse-with.js';
import { useErrorCatalogue } from '../platform/service-errors.js';
import { checkBucketName, checkObjectKey, InvalidObjectKeyError } from './object-path.js';
import type { BucketInfo, ObjectStore } from './object-store.js';
import { sendObjectNotFound, sendStoredObject } from './public-object-lookup.js';
import { type RenderQueue, RenderQueueFullError } from './render-queue.js';
import { QUEUE_FULL_RETRY_SECONDS, sendBusy } from './render-routes.js';
import { StorageError, storageErrorCatalogueWith } from './storage-errors.js';
import { inspectUpload, reencodeUpload, UPLOAD_MAX_BYTES } from './upload-image.js';
import type { VariantCache } from './variant-cache.js';

// NOTE: the route's body limit is the file limit plus room for the multipart envelope
// (boundaries, part headers, the cacheControl field), so a file of exactly the limit still
// fits; the file itself is held to UPLOAD_MAX_BYTES by inspectUpload.
const MULTIPART_ALLOWANCE = 64 * 1024;
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE;
// NOTE: the gateway closes the connection after a 413 whose body it did not read, and a fetch
// still sending its body then reports a network error instead of the 413. An upload a little
// over the limit is a mistake the admin should see explained, so up to this declared length the
// body is read and thrown away (never kept) and the client gets the answer; beyond it, closed.
export const UPLOAD_DRAIN_LIMIT = 32 * 1024 * 1024;
/** Remove and list bodies: a list of keys or a few options. */
export const SMALL_BODY_LIMIT = 64 * 1024;
const MAX_REMOVED_KEYS = 1000;
const DEFAULT_CACHE_CONTROL = 'max-age=3600';
// A header value we may send back as it is: printable ASCII, no line breaks.
const CACHE_CONTROL_PATTERN = /^[\x21-\x7e][\x20-\x7e]{0,255}$/;
const NOT_ADMIN = 'Only admins may upload, replace, remove or list files';

export interface ObjectRouteOptions {
  store: ObjectStore;
  variants: VariantCache;
  identity: Identity;
  /** The queue sharp's work waits in, shared with the render routes. */
  pictures: RenderQueue;
}

interface ObjectParams {
  bucket: string;
  '*': string;
}

interface UploadTarget {
  caller: Caller;
  bucket: BucketInfo;
  key: string;
}

async function identifyCaller(identity: Identity, request: FastifyRequest): Promise<Caller> {
  try {
    return await identity.identify({
      authorization: request.headers.authorization,
      apikey: request.headers.apikey,
    });
  } catch (error) {
    if (error instanceof IdentityError) throw new StorageError(403, 'Unauthorized', error.message);
    throw error;
  }
}

/**
 * The server's early refusal, so that nobody but an admin makes it decode pictures or read
 * large bodies. The database is still the authority: every write runs as the caller under the
 * policies of migration 0013, which refuse the same callers.
 */
function assertMayWrite(caller: Caller): void {
  if (!isAdmin(caller)) throw new StorageError(403, 'Unauthorized', NOT_ADMIN);
}

function checkTarget(bucket: string, key?: string): void {
  try {
    checkBucketName(bucket);
    if (key !== undefined) checkObjectKey(key);
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) {
      throw new StorageError(400, 'InvalidKey', error.message);
    }
    throw error;
  }
}

async function requireBucket(store: ObjectStore, bucket: string): Promise<BucketInfo> {
  const info = await store.getBucket(bucket);
  if (!info) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
  return info;
}

const invalidRequest = (detail: string) => new StorageError(400, 'InvalidRequest', detail);

function cacheControlFromHeader(value: string | undefined): string {
  if (value === undefined) return DEFAULT_CACHE_CONTROL;
  if (!CACHE_CONTROL_PATTERN.test(value)) {
    throw new StorageError(400, 'InvalidRequest', 'The cache-control header is not valid');
  }
  return value;
}

/** supabase-js sends the seconds (`cacheControl: "3600"`); storage-api stores `max-age=3600`. */
function cacheControlFromField(value: ReturnType<FormData['get']>): string {
  if (value === null) return DEFAULT_CACHE_CONTROL;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return `max-age=${value}`;
  if (typeof value === 'string' && CACHE_CONTROL_PATTERN.test(value)) return value;
  throw new StorageError(400, 'InvalidRequest', 'The cacheControl field is not valid');
}

/** The file and its cache policy: a multipart body's file part (field name '') or a raw body. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; cacheControl: string }> {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new StorageError(400, 'InvalidRequest', 'The request has no file');
  }
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return { file: body, cacheControl: cacheControlFromHeader(request.headers['cache-control']) };
  }
  let form: FormData;
  try {
    // undici's parser (Node's fetch), on a body already held to the route's limit.
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read');
  }
  const named = form.get('');
  const file =
    named instanceof File
      ? named
      : [...form.values()].find((value): value is File => value instanceof File);
  if (!file) throw new StorageError(400, 'InvalidRequest', 'The multipart body has no file');
  return {
    file: Buffer.from(await file.arrayBuffer()),
    cacheControl: cacheControlFromField(form.get('cacheControl')),
  };
}

const keyText = z
  .string()
  .max(1024)
  .refine((value) => !value.includes('\0'), 'must not contain NUL');

const removeBodySchema = z.object({
  prefixes: z.array(z.string()).min(1).max(MAX_REMOVED_KEYS),
});

const listBodySchema = z.object({
  prefix: keyText.default(''),
  search: keyText.default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

/** '' for the bucket's top level, else the folder path with one '/' at its end. */
function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/**
 * storage-api's object routes that need a caller: upload (POST, PUT), download, remove, list.
 * Writes and listings are for admins (and the service key); the database decides as the caller.
 */
export async function registerObjectRoutes(app: FastifyInstance, options: ObjectRouteOptions) {
  const { store, variants, identity, pictures } = options;

  const download = async (
    request: FastifyRequest<{ Params: ObjectParams }>,
    reply: FastifyReply,
  ) => {
    const caller = await identifyCaller(identity, request);
    const { bucket, '*': key } = request.params;
    checkTarget(bucket, key);
    const object = await store.getObject(caller, bucket, key);
    if (!object) return sendObjectNotFound(reply);
    return sendStoredObject(store, object, request, reply);
  };
  app.get<{ Params: ObjectParams }>('/object/authenticated/:bucket/*', download);
  app.get<{ Params: ObjectParams }>('/object/:bucket/*', download);

  app.delete<{ Params: { bucket: string } }>(
    '/object/:bucket',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket } = request.params;
      checkTarget(bucket);
      assertMayWrite(caller);
      const { prefixes } = parseWith(removeBodySchema, request.body, invalidRequest);
      for (const key of prefixes) checkTarget(bucket, key);
      await requireBucket(store, bucket);
      const removed = await store.removeObjects(caller, bucket, prefixes);
      // Resized copies are never served without their object; this only frees the disk.
      await Promise.all(
        removed.map((object) =>
          fs
            .rm(variants.objectDir(bucket, object.name), { recursive: true, force: true })
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'could not remove cached variants'),
            ),
        ),
      );
      return reply.header('cache-control', 'no-store').send(removed);
    },
  );

  app.post<{ Params: { bucket: string } }>(
    '/object/list/:bucket',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket } = request.params;
      checkTarget(bucket);
      assertMayWrite(caller);
      const body = parseWith(listBodySchema, request.body, invalidRequest);
      await requireBucket(store, bucket);
      const entries = await store.listObjects(caller, bucket, {
        prefix: folderPrefix(body.prefix),
        search: body.search,
        limit: body.limit,
        offset: body.offset,
        sortColumn: body.sortBy.column,
        descending: body.sortBy.order === 'desc',
      });
      return reply.header('cache-control', 'no-store').send(entries);
    },
  );

  // Uploads take any body as bytes, so they live in a scope of their own parsers.
  await app.register(async (uploads) => {
    useErrorCatalogue(
      uploads,
      storageErrorCatalogueWith(
        `The file is larger than the ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB allowed`,
      ),
      { notFound: false },
    );
    uploads.addHook('onSend', async (request, reply) => {
      const declared = Number(request.headers['content-length']);
      if (reply.statusCode === 413 && declared <= UPLOAD_DRAIN_LIMIT) {
        reply.removeHeader('connection');
      }
    });
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    const targets = new WeakMap<object, UploadTarget>();
    uploads.route<{ Params: ObjectParams }>({
      method: ['POST', 'PUT'],
      url: '/object/:bucket/*',
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Before a byte of the body is read: who asks, for which key, in which bucket.
      preParsing: async (request, _reply, payload) => {
        const caller = await identifyCaller(identity, request);
        const { bucket, '*': key } = request.params;
        checkTarget(bucket, key);
        assertMayWrite(caller);
        targets.set(request, { caller, bucket: await requireBucket(store, bucket), key });
        return payload;
      },
      async handler(request, reply) {
        const { caller, bucket, key } = targets.get(request)!;
        const { file, cacheControl } = await readUpload(request);
        const upload = await inspectUpload(file, {
          maxBytes: Math.min(UPLOAD_MAX_BYTES, bucket.fileSizeLimit ?? Infinity),
          allowedTypes: bucket.allowedMimeTypes,
        });
        let bytes: Buffer;
        try {
          bytes = await pictures.run(clientAddressKey(request.ip), () =>
            reencodeUpload(file, upload.format),
          );
        } catch (error) {
          if (!(error instanceof RenderQueueFullError)) throw error;
          return error.scope === 'caller'
            ? sendBusy(
                reply,
                429,
                QUEUE_FULL_RETRY_SECONDS,
                'Too many pictures processing for this address at once',
              )
            : sendBusy(
                reply,
                503,
                QUEUE_FULL_RETRY_SECONDS,
                'Too many pictures are waiting to be processed; try again shortly',
              );
        }
        const stored = await store.putObject(caller, bucket.id, key, bytes, {
          contentType: upload.contentType,
          cacheControl,
          upsert: request.method === 'PUT' || request.headers['x-upsert'] === 'true',
        });
        return reply
          .header('cache-control', 'no-store')
          .send({ Id: stored.id, Key: `${bucket.id}/${key}` });
      },
    });
  });
}
