import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from './file-store.js';
import { InvalidObjectKeyError } from './object-path.js';
import { sendStorageError } from './storage-errors.js';

export function registerStorageRoutes(app: FastifyInstance, store: FileStore) {
  app.get<{ Params: { bucket: string; '*': string } }>(
    '/storage/v1/object/public/:bucket/*',
    async (request, reply) => {
      const { bucket } = request.params;
      const key = request.params['*'];
      let object;
      try {
        object = await store.getPublicObject(bucket, key);
      } catch (error) {
        if (error instanceof InvalidObjectKeyError) {
          return sendStorageError(reply, 400, 'InvalidKey', error.message);
        }
        throw error;
      }
      if (!object) return sendStorageError(reply, 404, 'not_found', 'Object not found');

      reply
        .header('content-type', object.contentType)
        .header('cache-control', object.cacheControl)
        .header('etag', object.eTag)
        .header('last-modified', object.lastModified.toUTCString());
      if (object.eTag && request.headers['if-none-match'] === object.eTag) {
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
        return sendStorageError(reply, 404, 'not_found', 'Object not found');
      }
      reply.header('content-length', object.size);
      return reply.send(stream);
    },
  );
}
