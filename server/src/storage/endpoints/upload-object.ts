import { formatFileSize } from '@app/domain/file-size';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../platform/client-address.js';
import { type Caller, type Identity, SERVICE_CALLER } from '../../platform/identity.js';
import { checkDeclaredFile } from '../declared-upload.js';
import type { SignedUrls } from '../signed-urls.js';
import { useErrorCatalogue } from '../../platform/service-errors.js';
import type { BucketInfo, ObjectStore } from '../object-store.js';
import { type RenderQueue, RenderQueueFullError } from '../render-queue.js';
import { QUEUE_FULL_RETRY_SECONDS, sendBusy } from '../render-routes.js';
import { storageErrorCatalogueWith, storageErrors } from '../storage-errors.js';
import { inspectUpload, reencodeUpload, UPLOAD_MAX_BYTES } from '../upload-image.js';
import {
  assertMayWrite,
  checkTarget,
  identifyCaller,
  type ObjectParams,
  requireBucket,
} from './object-access.js';

// NOTE: the route's body limit is the file limit plus room for the multipart envelope
// (boundaries, part headers, the cacheControl field), so a file of exactly the limit still
// fits; the file itself is held to UPLOAD_MAX_BYTES by inspectUpload.
const MULTIPART_ALLOWANCE = 64 * 1024;
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE;
// NOTE: the gateway closes the connection after a 413 whose body it did not read, and a fetch
// still sending its body then reports a network error instead of the 413. An upload a little
// over the limit is a mistake the admin should see explained, so up to this declared length the
// body is read and thrown away (never kept) and the client gets the answer; beyond it, closed.
const UPLOAD_DRAIN_LIMIT = 32 * 1024 * 1024;
const DEFAULT_CACHE_CONTROL = 'max-age=3600';
// A header value we may send back as it is: printable ASCII, no line breaks.
const CACHE_CONTROL_PATTERN = /^[\x21-\x7e][\x20-\x7e]{0,255}$/;

interface UploadTarget {
  caller: Caller;
  bucket: BucketInfo;
  key: string;
  upsert: boolean;
  /** A signed upload: whom the object is for, and the token that is used up. */
  signed?: { owner: string | null; token: { id: string; expiresAt: Date } };
}

const MAX_USER_METADATA_CHARS = 8 * 1024;

/** storage-api's user metadata: a JSON object, from a form field or base64 in x-metadata. */
function parseUserMetadata(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === '') return null;
  if (text.length > MAX_USER_METADATA_CHARS) {
    throw storageErrors.invalidRequest('The metadata is too large');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('The metadata is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw storageErrors.invalidRequest('The metadata must be a JSON object');
  }
  return Object.fromEntries(Object.entries(value));
}

function metadataHeader(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  return Buffer.from(value, 'base64').toString('utf8');
}

function cacheControlFromHeader(value: string | undefined): string {
  if (value === undefined) return DEFAULT_CACHE_CONTROL;
  if (!CACHE_CONTROL_PATTERN.test(value)) {
    throw storageErrors.invalidRequest('The cache-control header is not valid');
  }
  return value;
}

/** supabase-js sends the seconds (`cacheControl: "3600"`); storage-api stores `max-age=3600`. */
function cacheControlFromField(value: ReturnType<FormData['get']>): string {
  if (value === null) return DEFAULT_CACHE_CONTROL;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return `max-age=${value}`;
  if (typeof value === 'string' && CACHE_CONTROL_PATTERN.test(value)) return value;
  throw storageErrors.invalidRequest('The cacheControl field is not valid');
}

interface ReceivedUpload {
  file: Buffer;
  cacheControl: string;
  /** The content type the client declared (the file part's, else the Content-Type header). */
  contentType: string;
  userMetadata: Record<string, unknown> | null;
}

/** The file and what came with it: a multipart body's file part (field name '') or a raw body. */
async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw storageErrors.invalidRequest('The request has no file');
  }
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return {
      file: body,
      cacheControl: cacheControlFromHeader(request.headers['cache-control']),
      contentType: contentType || 'application/octet-stream',
      userMetadata: parseUserMetadata(metadataHeader(request.headers['x-metadata'])),
    };
  }
  let form: FormData;
  try {
    // undici's parser (Node's fetch), on a body already held to the route's limit.
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be read');
  }
  const named = form.get('');
  const file =
    named instanceof File
      ? named
      : [...form.values()].find((value): value is File => value instanceof File);
  if (!file) throw storageErrors.invalidRequest('The multipart body has no file');
  const metadata = form.get('metadata');
  return {
    file: Buffer.from(await file.arrayBuffer()),
    cacheControl: cacheControlFromField(form.get('cacheControl')),
    contentType: file.type || 'application/octet-stream',
    userMetadata:
      typeof metadata === 'string'
        ? parseUserMetadata(metadata)
        : parseUserMetadata(metadataHeader(request.headers['x-metadata'])),
  };
}

export interface UploadObjectOptions {
  store: ObjectStore;
  identity: Identity;
  /** The queue sharp's work waits in, shared with the render routes. */
  pictures: RenderQueue;
  signedUrls: SignedUrls;
}

/**
 * POST /object/:bucket/* (supabase-js `upload()`; `x-upsert: true` replaces an existing object)
 * and PUT /object/:bucket/* (`update()`, always replaces): a picture checked from its bytes,
 * encoded again without its metadata, stored as the caller (admins).
 */
export async function uploadObjectEndpoint(
  app: FastifyInstance,
  { store, identity, pictures, signedUrls }: UploadObjectOptions,
) {
  // Uploads take any body as bytes, so they live in a scope of their own parsers.
  await app.register(async (uploads) => {
    useErrorCatalogue(
      uploads,
      storageErrorCatalogueWith(
        `The file is larger than the ${formatFileSize(UPLOAD_MAX_BYTES)} allowed`,
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
        targets.set(request, {
          caller,
          bucket: await requireBucket(store, bucket),
          key,
          upsert: request.method === 'PUT' || request.headers['x-upsert'] === 'true',
        });
        return payload;
      },
      handler: (request, reply) => storeUpload(targets.get(request)!, request, reply),
    });

    // The URL of POST /object/upload/sign (sign-upload.ts): one upload, by whoever holds it.
    uploads.route<{ Params: ObjectParams; Querystring: { token?: unknown } }>({
      method: 'PUT',
      url: '/object/upload/sign/:bucket/*',
      bodyLimit: UPLOAD_BODY_LIMIT,
      preParsing: async (request, _reply, payload) => {
        const { bucket, '*': key } = request.params;
        checkTarget(bucket, key);
        const { token } = request.query;
        if (typeof token !== 'string' || token === '')
          throw storageErrors.missingParameter('token');
        const verified = await signedUrls.verifyUpload(token, bucket, key);
        targets.set(request, {
          caller: SERVICE_CALLER,
          bucket: await requireBucket(store, bucket),
          key,
          upsert: verified.upsert,
          signed: { owner: verified.owner, token: verified },
        });
        return payload;
      },
      handler: (request, reply) => storeUpload(targets.get(request)!, request, reply),
    });
  });

  /** Checks the file against its bucket, stores it, answers storage-api's `{ Id, Key }`. */
  async function storeUpload(target: UploadTarget, request: FastifyRequest, reply: FastifyReply) {
    const { caller, bucket, key } = target;
    const received = await readUpload(request);
    let bytes = received.file;
    let contentType = received.contentType;
    // The product's picture buckets read a picture from its bytes and encode it again (0070).
    if (bucket.pictures) {
      const upload = await inspectUpload(received.file, {
        maxBytes: Math.min(UPLOAD_MAX_BYTES, bucket.fileSizeLimit ?? Infinity),
        allowedTypes: bucket.allowedMimeTypes,
      });
      contentType = upload.contentType;
      try {
        bytes = await pictures.run(clientAddressKey(request.ip), () =>
          reencodeUpload(received.file, upload.format),
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
    } else {
      checkDeclaredFile(bucket, received.file.length, contentType);
    }
    const stored = await store.putObject(caller, bucket.id, key, bytes, {
      contentType,
      cacheControl: received.cacheControl,
      upsert: target.upsert,
      userMetadata: received.userMetadata,
      ...(target.signed ? { owner: target.signed.owner, uploadToken: target.signed.token } : {}),
    });
    return reply
      .header('cache-control', 'no-store')
      .send({ Id: stored.id, Key: `${bucket.id}/${key}` });
  }
}
