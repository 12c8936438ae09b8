import type { FastifyInstance } from 'fastify';
import { answerRouteNotFound, useErrorCatalogue } from '../platform/service-errors.js';
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
 * The words storage-api's own routes put after /object/ (signed URLs, object info, list-v2, move,
 * copy, signed uploads, and the ones served here). They are never a bucket: a path under one that
 * no route here serves is an unknown route, not a missing bucket named `sign` or `info`.
 */
const OBJECT_ROUTE_WORDS = [
  'authenticated',
  'copy',
  'info',
  'list',
  'list-v2',
  'move',
  'public',
  'sign',
  'upload',
];

/**
 * /storage/v1: the storage-api subset supabase-js uses, in storage-api's wire format. Reads of
 * public objects and their resized copies are for anyone; writes and listings are for admins
 * (and the service key), and the database decides as the caller.
 */
export async function storageRoutes(app: FastifyInstance, options: StorageServiceOptions) {
  useErrorCatalogue(app, storageErrorCatalogue);
  // A fixed word beats `/object/:bucket/*`, and the routes below beat these. Answered before any
  // body is read: a route that does not exist has no body to check.
  const routeNotFound = answerRouteNotFound(storageErrorCatalogue);
  for (const word of OBJECT_ROUTE_WORDS) {
    for (const url of [`/object/${word}`, `/object/${word}/*`]) {
      app.all(url, { onRequest: routeNotFound }, routeNotFound);
    }
  }
  getPublicObjectEndpoint(app, options);
  registerRenderRoutes(app, options, options.pictures);
  getObjectEndpoint(app, options);
  removeObjectsEndpoint(app, options);
  listObjectsEndpoint(app, options);
  await uploadObjectEndpoint(app, options);
}
