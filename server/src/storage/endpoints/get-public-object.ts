import type { FastifyInstance } from 'fastify';
import type { ObjectStore } from '../object-store.js';
import {
  lookUpPublicObject,
  type PublicObjectParams,
  sendStoredObject,
} from '../public-object-lookup.js';

/** GET /object/public/:bucket/*: an object of a public bucket, for anyone, with no key. */
export function getPublicObjectEndpoint(app: FastifyInstance, { store }: { store: ObjectStore }) {
  app.get<{ Params: PublicObjectParams }>('/object/public/:bucket/*', async (request, reply) => {
    const object = await lookUpPublicObject(store, request.params, reply);
    if (!object) return reply;
    return sendStoredObject(store, object, request, reply);
  });
}
