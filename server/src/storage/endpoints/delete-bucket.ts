import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import { identifyBucketAdmin } from './bucket-input.js';

/** DELETE /bucket/:id: removes an empty bucket (admins); one with objects is a 409. */
export function deleteBucketEndpoint(
  app: FastifyInstance,
  { buckets, identity }: { buckets: BucketStore; identity: Identity },
) {
  app.delete<{ Params: { id: string } }>('/bucket/:id', async (request, reply) => {
    const caller = await identifyBucketAdmin(identity, request);
    await buckets.delete(caller, request.params.id);
    return reply.header('cache-control', 'no-store').send({ message: 'Successfully deleted' });
  });
}
