import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { BucketStore } from '../bucket-store.js';
import type { ObjectStore } from '../object-store.js';
import {
  allowedMimeTypesSchema,
  fileSizeLimitSchema,
  identifyBucketAdmin,
  requireBucketForApi,
} from './bucket-input.js';
import { parseStorageInput, SMALL_BODY_LIMIT } from './object-access.js';

export const updateBucketBodySchema = z
  .object({
    // supabase-js sends the id and name too; they cannot be changed.
    id: z.string().max(100).optional(),
    name: z.string().max(100).optional(),
    public: z.boolean().optional(),
    file_size_limit: fileSizeLimitSchema.optional(),
    allowed_mime_types: allowedMimeTypesSchema.optional(),
  })
  .refine(
    (body) =>
      body.public !== undefined ||
      body.file_size_limit !== undefined ||
      body.allowed_mime_types !== undefined,
    'public, file_size_limit or allowed_mime_types is required',
  );

/** PUT /bucket/:id: a bucket's public flag and limits (admins). */
export function updateBucketEndpoint(
  app: FastifyInstance,
  { buckets, store, identity }: { buckets: BucketStore; store: ObjectStore; identity: Identity },
) {
  app.put<{ Params: { id: string } }>(
    '/bucket/:id',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyBucketAdmin(identity, request);
      const body = parseStorageInput(updateBucketBodySchema, request.body);
      await requireBucketForApi(store, request.params.id);
      await buckets.update(caller, request.params.id, {
        ...(body.public !== undefined ? { public: body.public } : {}),
        ...(body.file_size_limit !== undefined ? { fileSizeLimit: body.file_size_limit } : {}),
        ...(body.allowed_mime_types !== undefined
          ? { allowedMimeTypes: body.allowed_mime_types }
          : {}),
      });
      return reply.header('cache-control', 'no-store').send({ message: 'Successfully updated' });
    },
  );
}
