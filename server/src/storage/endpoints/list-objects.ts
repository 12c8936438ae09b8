import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { ObjectStore } from '../object-store.js';
import {
  assertMayWrite,
  checkTarget,
  identifyCaller,
  parseStorageInput,
  requireBucket,
  SMALL_BODY_LIMIT,
} from './object-access.js';

const keyText = z
  .string()
  .max(1024)
  .refine((value) => !value.includes('\0'), 'must not contain NUL');

export const listBodySchema = z.object({
  prefix: keyText.default(''),
  search: keyText.default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

/** '' for the bucket's top level, else the folder path with one '/' at its end. */
function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/** POST /object/list/:bucket: one folder level of a bucket, folders first (admins). */
export function listObjectsEndpoint(
  app: FastifyInstance,
  { store, identity }: { store: ObjectStore; identity: Identity },
) {
  app.post<{ Params: { bucket: string } }>(
    '/object/list/:bucket',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket } = request.params;
      checkTarget(bucket);
      assertMayWrite(caller);
      const body = parseStorageInput(listBodySchema, request.body);
      await requireBucket(store, bucket);
      const entries = await store.listObjects(caller, bucket, {
        prefix: folderPrefix(body.prefix),
        search: body.search,
        limit: body.limit,
        offset: body.offset,
        sortColumn: body.sortBy.column,
        descending: body.sortBy.order === 'desc',
      });
      return reply.header('cache-control', 'no-store').send(entries);
    },
  );
}
