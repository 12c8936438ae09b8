import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import type { ObjectStore } from '../object-store.js';
import { storageErrors } from '../storage-errors.js';
import { identifyBucketAdmin, requireBucketForApi } from './bucket-input.js';

/** POST /bucket/:id/empty: removes every object of a bucket (admins), then their bytes. */
export function emptyBucketEndpoint(
  app: FastifyInstance,
  { buckets, store, identity }: { buckets: BucketStore; store: ObjectStore; identity: Identity },
) {
  app.post<{ Params: { id: string } }>('/bucket/:id/empty', async (request, reply) => {
    const caller = await identifyBucketAdmin(identity, request);
    const { id } = request.params;
    if (!(await buckets.get(caller, id))) throw storageErrors.noSuchBucket();
    await requireBucketForApi(store, id);
    await store.emptyBucket(caller, id);
    // storage-api's words (it empties in the background); here the bucket is empty already.
    return reply.header('cache-control', 'no-store').send({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
  });
}
