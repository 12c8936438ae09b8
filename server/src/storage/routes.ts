import type { FastifyInstance } from 'fastify';
import { useErrorCatalogue } from '../platform/service-errors.js';
import { registerObjectRoutes } from './object-routes.js';
import {
  lookUpPublicObject,
  type PublicObjectParams,
  sendStoredObject,
} from './public-object-lookup.js';
import type { RenderQueue } from './render-queue.js';
import { registerRenderRoutes, type RenderRouteOptions } from './render-routes.js';
import { storageErrorCatalogue } from './storage-errors.js';

export type StorageServiceOptions = RenderRouteOptions & {
  /** The two slots of picture work, shared by renders, uploads and rendering ahead. */
  pictures: RenderQueue;
};

/** /storage/v1: the storage-api subset supabase-js uses, in storage-api's wire format. */
export async function storageRoutes(app: FastifyInstance, options: StorageServiceOptions) {
  const { store } = options;
  useErrorCatalogue(app, storageErrorCatalogue);

  app.get<{ Params: PublicObjectParams }>('/object/public/:bucket/*', async (request, reply) => {
    const object = await lookUpPublicObject(store, request.params, reply);
    if (!object) return reply;
    return sendStoredObject(store, object, request, reply);
  });

  const { pictures } = options;
  registerRenderRoutes(app, options, pictures);
  await registerObjectRoutes(app, {
    store,
    variants: options.variants,
    identity: options.identity,
    pictures,
  });
}
