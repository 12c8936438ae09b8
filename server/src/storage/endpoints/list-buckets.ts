import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import { identifyBucketAdmin } from './bucket-input.js';
import { parseStorageInput } from './object-access.js';

export const listBucketsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().max(100).default(''),
});

/** GET /bucket: every bucket (admins), storage-api's paging, sorting and search. */
export function listBucketsEndpoint(
  app: FastifyInstance,
  { buckets, identity }: { buckets: BucketStore; identity: Identity },
) {
  app.get('/bucket', async (request, reply) => {
    const caller = await identifyBucketAdmin(identity, request);
    const query = parseStorageInput(listBucketsQuerySchema, request.query);
    const list = await buckets.list(caller, {
      limit: query.limit ?? null,
      offset: query.offset,
      sortColumn: query.sortColumn,
      descending: query.sortOrder === 'desc',
      search: query.search,
    });
    return reply.header('cache-control', 'no-store').send(list);
  });
}
