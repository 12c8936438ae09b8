import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { ObjectStore } from '../object-store.js';
import type { SignedUrls } from '../signed-urls.js';
import { checkTarget, identifyCaller, type ObjectParams, requireBucket } from './object-access.js';

/** storage-api's lifetime of a signed upload URL. */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

/**
 * POST /object/upload/sign/:bucket/*: a URL that stores one upload of this key (`x-upsert: true`:
 * it may replace one), only for a caller the database lets write it (tried and rolled back).
 */
export function signUploadEndpoint(
  app: FastifyInstance,
  {
    store,
    identity,
    signedUrls,
  }: { store: ObjectStore; identity: Identity; signedUrls: SignedUrls },
) {
  app.post<{ Params: ObjectParams }>('/object/upload/sign/:bucket/*', async (request, reply) => {
    const caller = await identifyCaller(identity, request);
    const { bucket, '*': key } = request.params;
    checkTarget(bucket, key);
    await requireBucket(store, bucket);
    const upsert = request.headers['x-upsert'] === 'true';
    await store.assertMayWrite(caller, bucket, key, upsert);
    const signed = await signedUrls.signUpload(bucket, key, {
      upsert,
      owner: caller.userId ?? null,
      expiresIn: SIGNED_UPLOAD_SECONDS,
    });
    return reply.header('cache-control', 'no-store').send(signed);
  });
}
