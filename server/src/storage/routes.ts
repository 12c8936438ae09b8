import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from './file-store.js';
import {
  lookUpPublicObject,
  matchesIfNoneMatch,
  type PublicObjectParams,
  sendObjectNotFound,
} from './public-object-lookup.js';
import { registerRenderRoutes } from './render-routes.js';
import type { VariantCache } from './variant-cache.js';

export interface StorageRouteOptions {
  store: FileStore;
  variants: VariantCache;
}

export function registerStorageRoutes(app: FastifyInstance, options: StorageRouteOptions) {
  const { store } = options;
  app.get<{ Params: PublicObjectParams }>(
    '/storage/v1/object/public/:bucket/*',
    async (request, reply) => {
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
      const stream = createReadStream(object.filePath);
      stream.on('error', () => undefined);
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
      } catch {
        return sendObjectNotFound(reply);
      }
      reply.header('content-length', object.size);
      return reply.send(stream);
    },
  );

  registerRenderRoutes(app, options);
}
