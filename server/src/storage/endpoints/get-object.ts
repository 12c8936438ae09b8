import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { ObjectStore } from '../object-store.js';
import { sendObjectNotFound, sendStoredObject } from '../public-object-lookup.js';
import { checkTarget, identifyCaller, type ObjectParams } from './object-access.js';

/**
 * GET /object/authenticated/:bucket/* and GET /object/:bucket/*: an object the caller may read
 * (the database's policies decide), as supabase-js `download()` asks for it.
 */
export function getObjectEndpoint(
  app: FastifyInstance,
  { store, identity }: { store: ObjectStore; identity: Identity },
) {
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
}
