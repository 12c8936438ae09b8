import type { FastifyInstance } from 'fastify';
import { useErrorCatalogue } from '../platform/service-errors.js';
import { getObjectEndpoint } from './endpoints/get-object.js';
import { getPublicObjectEndpoint } from './endpoints/get-public-object.js';
import { listObjectsEndpoint } from './endpoints/list-objects.js';
import { removeObjectsEndpoint } from './endpoints/remove-objects.js';
import { uploadObjectEndpoint } from './endpoints/upload-object.js';
import type { RenderQueue } from './render-queue.js';
import { registerRenderRoutes, type RenderRouteOptions } from './render-routes.js';
import { storageErrorCatalogue } from './storage-errors.js';

export type StorageServiceOptions = RenderRouteOptions & {
  /** The two slots of picture work, shared by renders, uploads and rendering ahead. */
  pictures: RenderQueue;
};

/**
 * /storage/v1: the storage-api subset supabase-js uses, in storage-api's wire format. Reads of
 * public objects and their resized copies are for anyone; writes and listings are for admins
 * (and the service key), and the database decides as the caller.
 */
export async function storageRoutes(app: FastifyInstance, options: StorageServiceOptions) {
  useErrorCatalogue(app, storageErrorCatalogue);
  getPublicObjectEndpoint(app, options);
  registerRenderRoutes(app, options, options.pictures);
  getObjectEndpoint(app, options);
  removeObjectsEndpoint(app, options);
  listObjectsEndpoint(app, options);
  await uploadObjectEndpoint(app, options);
}
