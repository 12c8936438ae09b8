import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import type { ObjectStore } from '../object-store.js';
import { identifyBucketAdmin, requireBucketForApi } from './bucket-input.js';

/** DELETE /bucket/:id: removes an empty bucket (admins); one with objects is a 409. */
export function deleteBucketEndpoint(
  app: FastifyInstance,
  { buckets, store, identity }: { buckets: BucketStore; store: ObjectStore; identity: Identity },
) {
  app.delete<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    const caller = await identifyBucketAdmin(identity, request);
    await requireBucketForApi(store, request.params.id);
    await buckets.delete(caller, request.params.id);
    return reply.header('cache-control', 'no-store').send({ message: 'Successfully deleted' });
  });
}
