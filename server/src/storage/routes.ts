import type { FastifyInstance } from 'fastify';
import { answerRouteNotFound, useErrorCatalogue } from '../platform/service-errors.js';
import type { BucketStore } from './bucket-store.js';
import { copyObjectEndpoints } from './endpoints/copy-object.js';
import { createBucketEndpoint } from './endpoints/create-bucket.js';
import { deleteBucketEndpoint } from './endpoints/delete-bucket.js';
import { emptyBucketEndpoint } from './endpoints/empty-bucket.js';
import { getBucketEndpoint } from './endpoints/get-bucket.js';
import { getObjectEndpoint } from './endpoints/get-object.js';
import { getSignedObjectEndpoint } from './endpoints/get-signed-object.js';
import { listBucketsEndpoint } from './endpoints/list-buckets.js';
import { listObjectsV2Endpoint } from './endpoints/list-objects-v2.js';
import { objectInfoEndpoints } from './endpoints/object-info.js';
import { signObjectEndpoints } from './endpoints/sign-object.js';
import { signUploadEndpoint } from './endpoints/sign-upload.js';
import { updateBucketEndpoint } from './endpoints/update-bucket.js';
import { getPublicObjectEndpoint } from './endpoints/get-public-object.js';
import { listObjectsEndpoint } from './endpoints/list-objects.js';
import { removeObjectsEndpoint } from './endpoints/remove-objects.js';
import { uploadObjectEndpoint } from './endpoints/upload-object.js';
import type { RenderQueue } from './render-queue.js';
import { registerRenderRoutes, type RenderRouteOptions } from './render-routes.js';
import { OBJECT_ROUTE_WORDS } from './object-route-words.js';
import type { SignedUrls } from './signed-urls.js';
import { storageErrorCatalogue } from './storage-errors.js';

export type StorageServiceOptions = RenderRouteOptions & {
  /** The two slots of picture work, shared by renders, uploads and rendering ahead. */
  pictures: RenderQueue;
  buckets: BucketStore;
  signedUrls: SignedUrls;
};

const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];
const OTHER_THAN_POST = ALL_METHODS.filter((method) => method !== 'POST');

/**
 * /storage/v1: the storage-api subset supabase-js uses, in storage-api's wire format. Reads of
 * public objects and their resized copies are for anyone, signed URLs for whoever holds one;
 * writes, listings and the bucket API are for admins (and the service key), and the database
 * decides as the caller.
 */
export async function storageRoutes(app: FastifyInstance, options: StorageServiceOptions) {
  useErrorCatalogue(app, storageErrorCatalogue);
  // A fixed word beats `/object/:bucket/*`, and the routes below beat these. Answered before any
  // body is read: a route that does not exist has no body to check.
  const routeNotFound = answerRouteNotFound(storageErrorCatalogue);
  for (const word of OBJECT_ROUTE_WORDS) {
    for (const url of [`/object/${word}`, `/object/${word}/*`]) {
      // POST /object/copy and /object/move are served (copy-object.ts): every other method is not.
      const served = url === '/object/copy' || url === '/object/move';
      app.route({
        method: served ? OTHER_THAN_POST : ALL_METHODS,
        url,
        onRequest: routeNotFound,
        handler: routeNotFound,
      });
    }
  }
  getPublicObjectEndpoint(app, options);
  registerRenderRoutes(app, options, options.pictures);
  signObjectEndpoints(app, options);
  getSignedObjectEndpoint(app, options);
  signUploadEndpoint(app, options);
  objectInfoEndpoints(app, options);
  copyObjectEndpoints(app, options);
  listObjectsV2Endpoint(app, options);
  getObjectEndpoint(app, options);
  removeObjectsEndpoint(app, options);
  listObjectsEndpoint(app, options);
  listBucketsEndpoint(app, options);
  getBucketEndpoint(app, options);
  createBucketEndpoint(app, options);
  updateBucketEndpoint(app, options);
  emptyBucketEndpoint(app, options);
  deleteBucketEndpoint(app, options);
  await uploadObjectEndpoint(app, options);
}
