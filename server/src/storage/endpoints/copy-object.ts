import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import { checkDeclaredFile } from '../declared-upload.js';
import type { ObjectStore, StoredObject } from '../object-store.js';
import { storageErrors } from '../storage-errors.js';
import {
  assertMayWrite,
  checkTarget,
  identifyCaller,
  parseStorageInput,
  requireBucket,
  SMALL_BODY_LIMIT,
} from './object-access.js';

export const copyBodySchema = z.object({
  bucketId: z.string().max(100),
  sourceKey: z.string().max(1024),
  destinationKey: z.string().max(1024),
  destinationBucket: z.string().max(100).optional(),
});

/**
 * POST /object/copy and POST /object/move: an object to another key, also in another bucket,
 * where the caller may read it and write there (admins; the database decides as the caller) and
 * the destination bucket takes its size and content type.
 */
export function copyObjectEndpoints(
  app: FastifyInstance,
  { store, identity }: { store: ObjectStore; identity: Identity },
) {
  const transfer = (move: boolean) =>
    app.post(
      `/object/${move ? 'move' : 'copy'}`,
      { bodyLimit: SMALL_BODY_LIMIT },
      async (request, reply) => {
        const caller = await identifyCaller(identity, request);
        assertMayWrite(caller);
        const body = parseStorageInput(copyBodySchema, request.body);
        const targetBucket = body.destinationBucket ?? body.bucketId;
        checkTarget(body.bucketId, body.sourceKey);
        checkTarget(targetBucket, body.destinationKey);
        const source = await requireBucket(store, body.bucketId);
        const destination = await requireBucket(store, targetBucket);
        // A picture bucket holds only pictures its upload re-encoded (no metadata, bytes checked).
        if (destination.pictures && !source.pictures) {
          throw storageErrors.invalidRequest(
            'Files enter a picture bucket only by upload (or from another picture bucket)',
          );
        }
        const stored = await store.copyObject(
          caller,
          { bucket: body.bucketId, key: body.sourceKey },
          {
            bucket: targetBucket,
            key: body.destinationKey,
            upsert: !move && request.headers['x-upsert'] === 'true',
          },
          {
            move,
            accept: (object: StoredObject) =>
              checkDeclaredFile(destination, object.size, object.contentType),
          },
        );
        reply.header('cache-control', 'no-store');
        return move
          ? reply.send({ message: 'Successfully moved', Id: stored.id, Key: body.destinationKey })
          : reply.send({ Id: stored.id, Key: `${targetBucket}/${body.destinationKey}` });
      },
    );
  transfer(false);
  transfer(true);
}
