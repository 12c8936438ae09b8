import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { ObjectStore, StoredObject } from '../object-store.js';
import { storageErrors } from '../storage-errors.js';
import { checkTarget, identifyCaller, type ObjectParams, requireBucket } from './object-access.js';

/** storage-api's object info (supabase-js `info()` turns it into camelCase). */
function describeObject(object: StoredObject) {
  return {
    id: object.id,
    name: object.location.key,
    version: object.location.version ?? object.eTag.replaceAll('"', ''),
    bucket_id: object.location.bucket,
    size: object.size,
    content_type: object.contentType,
    cache_control: object.cacheControl,
    etag: object.eTag,
    metadata: object.userMetadata,
    last_modified: object.lastModified,
    created_at: object.createdAt,
  };
}

/**
 * GET /object/info/:bucket/* (and /authenticated/): an object the caller may read; GET
 * /object/info/public/:bucket/*: one of a public bucket, for anyone.
 */
export function objectInfoEndpoints(
  app: FastifyInstance,
  { store, identity }: { store: ObjectStore; identity: Identity },
) {
  const send = (reply: FastifyReply, object: StoredObject | undefined) => {
    if (!object) throw storageErrors.noSuchKey();
    return reply
      .header('cache-control', 'no-store')
      .header('etag', object.eTag)
      .send(describeObject(object));
  };
  const info = async (request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) => {
    const caller = await identifyCaller(identity, request);
    const { bucket, '*': key } = request.params;
    checkTarget(bucket, key);
    await requireBucket(store, bucket);
    return send(reply, await store.getObject(caller, bucket, key));
  };
  app.get<{ Params: ObjectParams }>('/object/info/authenticated/:bucket/*', info);
  app.get<{ Params: ObjectParams }>('/object/info/:bucket/*', info);
  app.get<{ Params: ObjectParams }>('/object/info/public/:bucket/*', async (request, reply) => {
    const { bucket, '*': key } = request.params;
    checkTarget(bucket, key);
    return send(reply, await store.getPublicObject(bucket, key));
  });
}
