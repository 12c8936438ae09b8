import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { ObjectStore } from '../object-store.js';
import { checkObjectKey, InvalidObjectKeyError } from '../object-path.js';
import { MAX_SIGNED_URL_SECONDS, type SignedUrls } from '../signed-urls.js';
import {
  queryOfTransformations,
  transformationsOf,
  transformQuerySchema,
} from '../transform-options.js';
import { storageErrors } from '../storage-errors.js';
import {
  checkTarget,
  identifyCaller,
  type ObjectParams,
  parseStorageInput,
  SMALL_BODY_LIMIT,
} from './object-access.js';

const expiresInSchema = z.number().int().min(1).max(MAX_SIGNED_URL_SECONDS);

export const signObjectBodySchema = z.object({
  expiresIn: expiresInSchema,
  // supabase-js's transform options: the URL then serves that size (render/image/sign).
  transform: z.record(z.string(), z.unknown()).optional(),
});

export const signObjectsBodySchema = z.object({
  expiresIn: expiresInSchema,
  paths: z.array(z.string().max(1024)).min(1).max(1000),
});

const NOT_SIGNABLE = 'Either the object does not exist or you do not have access to it';

function isValidKey(key: string): boolean {
  try {
    checkObjectKey(key);
    return true;
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) return false;
    throw error;
  }
}

/**
 * POST /object/sign/:bucket/* and POST /object/sign/:bucket: signed download URLs, only for
 * objects the caller may read (the database's policies decide, as the caller).
 */
export function signObjectEndpoints(
  app: FastifyInstance,
  {
    store,
    identity,
    signedUrls,
  }: { store: ObjectStore; identity: Identity; signedUrls: SignedUrls },
) {
  app.post<{ Params: ObjectParams }>(
    '/object/sign/:bucket/*',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket, '*': key } = request.params;
      checkTarget(bucket, key);
      const { expiresIn, transform } = parseStorageInput(signObjectBodySchema, request.body);
      const object = await store.getObject(caller, bucket, key);
      if (!object) throw storageErrors.noSuchKey();
      const transformations = transform && transformationsOf(transform);
      // Checked now, as a render would read it: a size the render refuses is never signed.
      if (transformations) {
        parseStorageInput(transformQuerySchema, queryOfTransformations(transformations));
      }
      const signedURL = await signedUrls.signDownload(bucket, key, expiresIn, transformations);
      return reply.header('cache-control', 'no-store').send({ signedURL });
    },
  );

  app.post<{ Params: { bucket: string } }>(
    '/object/sign/:bucket',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket } = request.params;
      checkTarget(bucket);
      const { expiresIn, paths } = parseStorageInput(signObjectsBodySchema, request.body);
      const readable = await store.readableKeys(caller, bucket, paths.filter(isValidKey));
      const answers = await Promise.all(
        paths.map(async (path) =>
          readable.has(path)
            ? {
                error: null,
                path,
                signedURL: await signedUrls.signDownload(bucket, path, expiresIn),
              }
            : { error: NOT_SIGNABLE, path, signedURL: null },
        ),
      );
      return reply.header('cache-control', 'no-store').send(answers);
    },
  );
}
