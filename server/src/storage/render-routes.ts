import os from 'node:os';
import sharp from 'sharp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderSettings } from '../config.js';
import type { PictureRecorder } from '../metrics/registry.js';
import { clientAddressKey } from '../platform/client-address.js';
import { type Identity, isAdmin, SERVICE_CALLER } from '../platform/identity.js';
import {
  checkTarget,
  identifyCaller,
  type ObjectParams,
  parseStorageInput,
} from './endpoints/object-access.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import type { ObjectStore, StoredObject } from './object-store.js';
import type { SignedUrls } from './signed-urls.js';
import { variantIdOf } from './picture-variants.js';
import { transformImage, UnreadableImageError } from './image-transform.js';
import {
  lookUpPublicObject,
  matchesIfNoneMatch,
  type PublicObjectParams,
  sendObjectNotFound,
} from './public-object-lookup.js';
import { RenderQueue, RenderQueueFullError } from './render-queue.js';
import { sendStorageError, storageErrors } from './storage-errors.js';
import {
  chooseOutputFormat,
  CONTENT_TYPE_BY_FORMAT,
  publicVariantProblem,
  queryOfTransformations,
  transformableFormat,
  type TransformQuery,
  transformQuerySchema,
} from './transform-options.js';
import type { VariantCache } from './variant-cache.js';

class MissingBytesError extends Error {}

class ColdRenderLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('cold render limit reached');
  }
}

// NOTE: sharp runs on libuv's thread pool (4 threads), which file reads share. Two pipelines at
// a time keep a burst of cold variants from taking every core and starving the file routes.
const RENDER_SLOTS = Math.min(2, os.availableParallelism());
// A refused render may be asked again this soon: a render takes 50–400 ms.
export const QUEUE_FULL_RETRY_SECONDS = 1;

export interface RenderRouteOptions {
  store: ObjectStore;
  variants: VariantCache;
  identity: Identity;
  rateLimiter: RateLimiter;
  renders: RenderSettings;
  metrics: PictureRecorder;
}

/**
 * The one queue in front of sharp: renders of resized pictures and the decoding of uploads share
 * its two slots, so together they never take more than two cores.
 */
export function createPictureQueue(renders: RenderSettings): RenderQueue {
  return new RenderQueue({
    slots: RENDER_SLOTS,
    maxWaiting: renders.queueLimit,
    maxPerCaller: renders.queuePerAddress,
  });
}

/** The service key lifts the public's size rules and cold-render limit (not the queue's). */
async function isServiceCaller(identity: Identity, request: FastifyRequest): Promise<boolean> {
  const { authorization, apikey } = request.headers;
  if (authorization === undefined && apikey === undefined) return false;
  try {
    return (await identity.identify({ authorization, apikey })).role === 'service_role';
  } catch {
    // Public pictures need no key: a bad one is treated as none.
    return false;
  }
}

export function sendBusy(
  reply: FastifyReply,
  status: 429 | 503,
  retryAfterSeconds: number,
  message: string,
) {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendStorageError(reply, storageErrors.slowDown(status, message));
}

/**
 * Supabase Storage's image transformation API for public buckets:
 * `GET /storage/v1/render/image/public/{bucket}/{path}?width&height&resize&quality&format`.
 *
 * Bounded for everyone: the public gets only the app's sizes (publicVariantProblem), and cold
 * renders (not in the variant cache) go through a bounded fair queue (503 when full, 429 when one
 * address holds its share) after a per-address count in the shared rate-limit table (429).
 * Cached variants are served without either.
 */
export function registerRenderRoutes(
  app: FastifyInstance,
  options: RenderRouteOptions & { signedUrls: SignedUrls },
  queue: RenderQueue,
) {
  const { store, identity, signedUrls } = options;
  app.get<{ Params: PublicObjectParams }>(
    '/render/image/public/:bucket/*',
    async (request, reply) => {
      const parsed = transformQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        return sendStorageError(
          reply,
          storageErrors.invalidRequest(parsed.error.issues[0]!.message),
        );
      }
      const query = parsed.data;
      const problem = publicVariantProblem(query, request.params.bucket);
      const service = await isServiceCaller(identity, request);
      if (problem && !service) {
        return sendStorageError(reply, storageErrors.invalidRequest(problem));
      }
      const object = await lookUpPublicObject(store, request.params, reply);
      if (!object) return reply;
      return sendVariant(options, queue, { object, query, service }, request, reply);
    },
  );

  // An object the caller may read (the database decides): admins may ask any size, others the
  // public's sizes, as for public pictures.
  app.get<{ Params: ObjectParams }>(
    '/render/image/authenticated/:bucket/*',
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket, '*': key } = request.params;
      checkTarget(bucket, key);
      const query = parseStorageInput(transformQuerySchema, request.query);
      const problem = publicVariantProblem(query, bucket);
      if (problem && !isAdmin(caller)) throw storageErrors.invalidRequest(problem);
      const object = await store.getObject(caller, bucket, key);
      if (!object) return sendObjectNotFound(reply);
      const service = caller.role === 'service_role';
      return sendVariant(options, queue, { object, query, service }, request, reply);
    },
  );

  // A signed URL with transformations (POST /object/sign with `transform`): the size the signer,
  // who may read the object, chose; the cold-render limit still applies.
  app.get<{ Params: ObjectParams; Querystring: { token?: unknown } }>(
    '/render/image/sign/:bucket/*',
    async (request, reply) => {
      const { bucket, '*': key } = request.params;
      checkTarget(bucket, key);
      const { token } = request.query;
      if (typeof token !== 'string' || token === '') throw storageErrors.missingParameter('token');
      const signed = await signedUrls.verifyDownload(token, bucket, key);
      const query = parseStorageInput(
        transformQuerySchema,
        queryOfTransformations(signed.transformations ?? ''),
      );
      const object = await store.getObject(SERVICE_CALLER, bucket, key);
      if (!object) return sendObjectNotFound(reply);
      reply.header('expires', signed.expires.toUTCString());
      if (signed.transformations) reply.header('x-transformations', signed.transformations);
      return sendVariant(options, queue, { object, query, service: false }, request, reply);
    },
  );
}

/** The picture format the stored bytes have (read from their header), or undefined. */
async function formatFromBytes(store: ObjectStore, object: StoredObject) {
  const bytes = await store.read(object);
  if (!bytes) return undefined;
  const { format } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ format: undefined }));
  return format === undefined ? undefined : transformableFormat(`image/${format}`);
}

/** Renders (or takes from the cache) one size of a stored picture and sends it. */
async function sendVariant(
  { store, variants, rateLimiter, renders, metrics }: RenderRouteOptions,
  queue: RenderQueue,
  { object, query, service }: { object: StoredObject; query: TransformQuery; service: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A picture stored with another declared type (storage-api renders from the bytes too).
  const source = transformableFormat(object.contentType) ?? (await formatFromBytes(store, object));
  if (!source) {
    return sendStorageError(
      reply,
      storageErrors.notTransformable(
        `Only JPEG, PNG and WebP images can be transformed; this object is ${object.contentType}`,
      ),
    );
  }

  const { format, negotiated } = chooseOutputFormat(source, query.format, request.headers.accept);
  const id = variantIdOf(object, query, format);
  const eTag = variants.eTag(id);
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPE_BY_FORMAT[format],
    'cache-control': object.cacheControl,
    etag: eTag,
    'last-modified': object.lastModified.toUTCString(),
    ...(negotiated ? { vary: 'Accept' } : {}),
  };
  if (matchesIfNoneMatch(request.headers['if-none-match'], eTag)) {
    return reply.code(304).headers(headers).send();
  }

  const address = clientAddressKey(request.ip);
  const admitColdRender = async () => {
    if (service) return;
    const exceeded = await rateLimiter.hit([
      { bucket: `coldRenderPerIp:${address}`, limit: renders.coldPerAddress },
    ]);
    if (exceeded) throw new ColdRenderLimitError(exceeded.retryAfterSeconds);
  };
  let bytes: Buffer;
  try {
    bytes = await variants.getOrCreate(
      id,
      // The original is read once a slot is free, so waiting renders hold no pictures.
      () =>
        timedRender(metrics, () =>
          queue.run(address, async () => {
            const original = await store.read(object);
            if (!original) throw new MissingBytesError();
            return transformImage(original, query, format);
          }),
        ),
      admitColdRender,
      (hit) => metrics.variantLookup(hit),
    );
  } catch (error) {
    if (error instanceof ColdRenderLimitError) {
      return sendBusy(
        reply,
        429,
        error.retryAfterSeconds,
        `Too many new picture sizes rendered for this address: at most ${renders.coldPerAddress.max} every ${renders.coldPerAddress.windowSeconds} s; sizes already rendered are not limited`,
      );
    }
    if (error instanceof RenderQueueFullError) {
      return error.scope === 'caller'
        ? sendBusy(
            reply,
            429,
            QUEUE_FULL_RETRY_SECONDS,
            `Too many pictures rendering for this address at once: at most ${renders.queuePerAddress}`,
          )
        : sendBusy(
            reply,
            503,
            QUEUE_FULL_RETRY_SECONDS,
            'Too many pictures are waiting to be rendered; try again shortly',
          );
    }
    if (error instanceof UnreadableImageError) {
      return sendStorageError(
        reply,
        storageErrors.invalidImage('The object could not be read as an image'),
      );
    }
    if (error instanceof MissingBytesError) return sendObjectNotFound(reply);
    throw error;
  }
  return reply.headers({ ...headers, 'content-length': String(bytes.length) }).send(bytes);
}

/**
 * Counts one render and its time (the wait for a slot included); a render refused by a full
 * queue never started and is not counted.
 */
async function timedRender(
  metrics: Pick<PictureRecorder, 'render'>,
  render: () => Promise<Buffer>,
): Promise<Buffer> {
  const started = performance.now();
  try {
    const bytes = await render();
    metrics.render('ok', (performance.now() - started) / 1000);
    return bytes;
  } catch (error) {
    if (!(error instanceof RenderQueueFullError)) {
      metrics.render('error', (performance.now() - started) / 1000);
    }
    throw error;
  }
}
