import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import {
  allowedMimeTypesSchema,
  checkBucketId,
  fileSizeLimitSchema,
  identifyBucketAdmin,
} from './bucket-input.js';
import { parseStorageInput, SMALL_BODY_LIMIT } from './object-access.js';

export const createBucketBodySchema = z.object({
  name: z.string().max(100),
  id: z.string().max(100).optional(),
  public: z.boolean().optional(),
  type: z.literal('STANDARD').optional(),
  file_size_limit: fileSizeLimitSchema.optional(),
  allowed_mime_types: allowedMimeTypesSchema.optional(),
});

/** POST /bucket: a new bucket (admins); answers `{ name }` as storage-api does. */
export function createBucketEndpoint(
  app: FastifyInstance,
  { buckets, identity }: { buckets: BucketStore; identity: Identity },
) {
  app.post('/bucket', { bodyLimit: SMALL_BODY_LIMIT }, async (request, reply) => {
    const caller = await identifyBucketAdmin(identity, request);
    const body = parseStorageInput(createBucketBodySchema, request.body);
    const id = body.id ?? body.name;
    checkBucketId(id);
    checkBucketId(body.name);
    await buckets.create(caller, {
      id,
      name: body.name,
      public: body.public ?? false,
      fileSizeLimit: body.file_size_limit ?? null,
      allowedMimeTypes: body.allowed_mime_types ?? null,
    });
    return reply.header('cache-control', 'no-store').send({ name: body.name });
  });
}
