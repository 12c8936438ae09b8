import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Identity } from '../../platform/identity.js';
import type { ListV2Entry, ObjectStore } from '../object-store.js';
import { storageErrors } from '../storage-errors.js';
import {
  assertMayWrite,
  checkTarget,
  identifyCaller,
  parseStorageInput,
  requireBucket,
  SMALL_BODY_LIMIT,
} from './object-access.js';

const sortSchema = z.object({
  column: z.enum(['name', 'created_at', 'updated_at']),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const listV2BodySchema = z.object({
  prefix: z
    .string()
    .max(1024)
    .refine((value) => !value.includes('\0'), 'must not contain NUL')
    .default(''),
  cursor: z.string().max(4096).optional(),
  limit: z
    .number()
    .int()
    .min(1)
    .default(1000)
    .transform((value) => Math.min(value, 1000)),
  with_delimiter: z.boolean().default(false),
  sortBy: sortSchema.optional(),
});

/** The opaque cursor: where the last page ended, and the order it was read in. */
const cursorSchema = z.object({
  name: z.string(),
  sortKey: z.string().nullable(),
  sort: sortSchema,
});

function decodeCursor(cursor: string) {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    if (parsed.success) return parsed.data;
  } catch {
    // refused below
  }
  throw storageErrors.invalidRequest('The cursor is not valid');
}

const encodeCursor = (value: z.infer<typeof cursorSchema>) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * POST /object/list-v2/:bucket: keys below a prefix, a page at a time with a cursor; with the
 * delimiter, each sub-folder once (admins, as POST /object/list).
 */
export function listObjectsV2Endpoint(
  app: FastifyInstance,
  { store, identity }: { store: ObjectStore; identity: Identity },
) {
  app.post<{ Params: { bucket: string } }>(
    '/object/list-v2/:bucket',
    { bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const caller = await identifyCaller(identity, request);
      const { bucket } = request.params;
      checkTarget(bucket);
      assertMayWrite(caller);
      const body = parseStorageInput(listV2BodySchema, request.body ?? {});
      await requireBucket(store, bucket);
      const cursor = body.cursor ? decodeCursor(body.cursor) : null;
      const sort = cursor?.sort ??
        body.sortBy ?? { column: 'name' as const, order: 'asc' as const };
      const { entries, hasNext } = await store.listObjectsV2(caller, bucket, {
        prefix: body.prefix,
        withDelimiter: body.with_delimiter,
        limit: body.limit,
        sortColumn: sort.column,
        descending: sort.order === 'desc',
        after: cursor && { name: cursor.name, sortKey: cursor.sortKey },
      });
      const last: ListV2Entry | undefined = entries.at(-1);
      const folders = entries
        .filter((entry) => entry.id === null)
        .map((entry) => ({ key: entry.name.replace(/\/$/, ''), name: entry.name }));
      const objects = entries
        .filter((entry) => entry.id !== null)
        .map(({ sort_key: _sortKey, ...entry }) => ({ ...entry, key: entry.name }));
      return reply.header('cache-control', 'no-store').send({
        hasNext,
        ...(hasNext && last
          ? { nextCursor: encodeCursor({ name: last.name, sortKey: last.sort_key, sort }) }
          : {}),
        folders,
        objects,
      });
    },
  );
}
