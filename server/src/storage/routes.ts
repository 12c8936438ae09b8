import type { FastifyInstance } from 'fastify';
import { useErrorCatalogue } from '../platform/service-errors.js';
import {
  lookUpPublicObject,
  matchesIfNoneMatch,
  type PublicObjectParams,
  sendObjectNotFound,
} from './public-object-lookup.js';
import { registerRenderRoutes, type RenderRouteOptions } from './render-routes.js';
import { storageErrorCatalogue } from './storage-errors.js';

export type StorageServiceOptions = RenderRouteOptions;

/** /storage/v1: the storage-api subset supabase-js uses, in storage-api's wire format. */
export async function storageRoutes(app: FastifyInstance, options: StorageServiceOptions) {
  const { store } = options;
  useErrorCatalogue(app, storageErrorCatalogue);

  app.get<{ Params: PublicObjectParams }>('/object/public/:bucket/*', async (request, reply) => {
    const object = await lookUpPublicObject(store, request.params, reply);
    if (!object) return reply;

    reply
      .header('content-type', object.contentType)
      .header('cache-control', object.cacheControl)
      .header('etag', object.eTag)
      .header('last-modified', object.lastModified.toUTCString());
    if (matchesIfNoneMatch(request.headers['if-none-match'], object.eTag)) {
      return reply.code(304).send();
    }
    const stream = await store.open(object);
    if (!stream) return sendObjectNotFound(reply);
    reply.header('content-length', object.size);
    return reply.send(stream);
  });

  registerRenderRoutes(app, options);
}
