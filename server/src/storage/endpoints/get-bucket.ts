import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import { storageErrors } from '../storage-errors.js';
import { identifyBucketAdmin } from './bucket-input.js';

/** GET /bucket/:id: one bucket's settings (admins). */
export function getBucketEndpoint(
  app: FastifyInstance,
  { buckets, identity }: { buckets: BucketStore; identity: Identity },
) {
  app.get<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    const caller = await identifyBucketAdmin(identity, request);
    const bucket = await buckets.get(caller, request.params.id);
    if (!bucket) throw storageErrors.noSuchBucket();
    return reply.header('cache-control', 'no-store').send(bucket);
  });
}
