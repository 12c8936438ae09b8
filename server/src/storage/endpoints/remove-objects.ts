import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { ObjectStore } from '../object-store.js';
import type { VariantCache } from '../variant-cache.js';
import {
  assertMayWrite,
  checkTarget,
  identifyCaller,
  parseStorageInput,
  requireBucket,
  SMALL_BODY_LIMIT,
} from './object-access.js';

const MAX_REMOVED_KEYS = 1000;

export const removeBodySchema = z.object({
  prefixes: z.array(z.string()).min(1).max(MAX_REMOVED_KEYS),
});

/**
 * DELETE /object/:bucket: removes the named objects the caller may delete (admins) and answers
 * them; keys with no object are left out, as storage-api does.
 */
export function removeObjectsEndpoint(
  app: FastifyInstance,
  { store, identity, variants }: { store: ObjectStore; identity: Identity; variants: VariantCache },
) {
  app.delete<{ Params: { bucket: string } }>(
    '/object/:bucket',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket } = request.params;
      checkTarget(bucket);
      assertMayWrite(caller);
      const { prefixes } = parseStorageInput(removeBodySchema, request.body);
      for (const key of prefixes) checkTarget(bucket, key);
      await requireBucket(store, bucket);
      const removed = await store.removeObjects(caller, bucket, prefixes);
      // Resized copies are never served without their object; this only frees the disk.
      await Promise.all(
        removed.map((object) =>
          fs
            .rm(variants.objectDir(bucket, object.name), { recursive: true, force: true })
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'could not remove cached variants'),
            ),
        ),
      );
      return reply.header('cache-control', 'no-store').send(removed);
    },
  );
}
