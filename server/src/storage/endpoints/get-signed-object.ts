import type { FastifyInstance } from 'fastify';
import { SERVICE_CALLER } from '../../platform/identity.js';
import type { ObjectStore } from '../object-store.js';
import { sendObjectNotFound, sendStoredObject } from '../public-object-lookup.js';
import type { SignedUrls } from '../signed-urls.js';
import { storageErrors } from '../storage-errors.js';
import { checkTarget, type ObjectParams } from './object-access.js';

/**
 * GET /object/sign/:bucket/*?token=…[&download]: the object a signed URL names, for whoever holds
 * it until it expires; a forged, expired or other object's token is refused.
 */
export function getSignedObjectEndpoint(
  app: FastifyInstance,
  { store, signedUrls }: { store: ObjectStore; signedUrls: SignedUrls },
) {
  app.get<{ Params: ObjectParams; Querystring: { token?: unknown } }>(
    '/object/sign/:bucket/*',
    async (request, reply) => {
      const { bucket, '*': key } = request.params;
      checkTarget(bucket, key);
      const { token } = request.query;
      if (typeof token !== 'string' || token === '') throw storageErrors.missingParameter('token');
      const { expires } = await signedUrls.verifyDownload(token, bucket, key);
      // The token is the permission: read as the server, as storage-api does.
      const object = await store.getObject(SERVICE_CALLER, bucket, key);
      if (!object) return sendObjectNotFound(reply);
      reply.header('expires', expires.toUTCString());
      return sendStoredObject(store, object, request, reply);
    },
  );
}
