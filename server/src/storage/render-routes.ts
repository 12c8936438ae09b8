import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ObjectStore, StoredObject } from './object-store.js';
import { TRANSFORM_VERSION, transformImage, UnreadableImageError } from './image-transform.js';
import {
  lookUpPublicObject,
  matchesIfNoneMatch,
  type PublicObjectParams,
  sendObjectNotFound,
} from './public-object-lookup.js';
import { sendStorageError } from './storage-errors.js';
import {
  chooseOutputFormat,
  CONTENT_TYPE_BY_FORMAT,
  describeVariant,
  transformableFormat,
  transformQuerySchema,
} from './transform-options.js';
import type { VariantCache } from './variant-cache.js';

class MissingBytesError extends Error {}

/** The original's version as the cache sees it: its bytes (ETag) and the renderer's version. */
function sourceVersion(object: StoredObject): string {
  const bytes = object.eTag || object.lastModified.toISOString();
  return createHash('sha256').update(`${bytes}\n${TRANSFORM_VERSION}`).digest('hex').slice(0, 24);
}

/**
 * Supabase Storage's image transformation API for public buckets:
 * `GET /storage/v1/render/image/public/{bucket}/{path}?width&height&resize&quality&format`.
 */
export function registerRenderRoutes(
  app: FastifyInstance,
  { store, variants }: { store: ObjectStore; variants: VariantCache },
) {
  app.get<{ Params: PublicObjectParams }>(
    '/render/image/public/:bucket/*',
    async (request, reply) => {
      const parsed = transformQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        return sendStorageError(reply, 400, 'InvalidRequest', parsed.error.issues[0]!.message);
      }
      const query = parsed.data;
      const object = await lookUpPublicObject(store, request.params, reply);
      if (!object) return reply;
      const source = transformableFormat(object.contentType);
      if (!source) {
        return sendStorageError(
          reply,
          400,
          'InvalidMimeType',
          `Only JPEG, PNG and WebP images can be transformed; this object is ${object.contentType}`,
        );
      }

      const { format, negotiated } = chooseOutputFormat(
        source,
        query.format,
        request.headers.accept,
      );
      const id = {
        bucket: object.location.bucket,
        key: object.location.key,
        sourceVersion: sourceVersion(object),
        variant: describeVariant(query, format),
      };
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

      let bytes: Buffer;
      try {
        bytes = await variants.getOrCreate(id, async () => {
          const original = await store.read(object);
          if (!original) throw new MissingBytesError();
          return transformImage(original, query, format);
        });
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          return sendStorageError(
            reply,
            400,
            'InvalidImage',
            'The object could not be read as an image',
          );
        }
        if (error instanceof MissingBytesError) return sendObjectNotFound(reply);
        throw error;
      }
      return reply.headers({ ...headers, 'content-length': String(bytes.length) }).send(bytes);
    },
  );
}
