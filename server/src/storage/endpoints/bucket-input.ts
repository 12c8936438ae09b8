import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { type Caller, type Identity, isAdmin, lacksSecondFactor } from '../../platform/identity.js';
import { checkBucketName, InvalidObjectKeyError } from '../object-path.js';
import type { ObjectStore } from '../object-store.js';
import { OBJECT_ROUTE_WORDS } from '../object-route-words.js';
import { isProductBucket } from '../product-buckets.js';
import { storageErrors } from '../storage-errors.js';
import { identifyCaller } from './object-access.js';

// What the bucket endpoints share: who may call them, and the fields of a bucket's settings.

/** The bucket API is for admins and the service key; the database's policies agree (0070). */
export async function identifyBucketAdmin(
  identity: Identity,
  request: FastifyRequest,
): Promise<Caller> {
  const caller = await identifyCaller(identity, request);
  if (isAdmin(caller)) return caller;
  throw lacksSecondFactor(caller, 'admin')
    ? storageErrors.insufficientAal()
    : storageErrors.bucketsForAdmins();
}

/** Refuses the product's own buckets (product-buckets.ts); a missing bucket is a 404. */
export async function requireBucketForApi(store: ObjectStore, id: string): Promise<void> {
  const bucket = await store.getBucket(id);
  if (!bucket) throw storageErrors.noSuchBucket();
  if (isProductBucket(bucket)) throw storageErrors.productBucket();
}

/** A bucket id as storage.buckets takes it, and not a word of the object routes. */
export function checkBucketId(id: string): void {
  try {
    checkBucketName(id);
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) throw storageErrors.invalidBucketName();
    throw error;
  }
  if (OBJECT_ROUTE_WORDS.includes(id)) throw storageErrors.invalidBucketName();
}

// storage-api's units are decimal: "20mb" is 20 000 000 bytes.
const UNITS: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };
const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i;
/** The largest limit a bucket may declare (uploads are also held to the server's own limit). */
const MAX_BUCKET_LIMIT = 5 * 1024 ** 3;

/** storage-api's file_size_limit: bytes as a number, or a size such as "1mb"; 0 or null: none. */
export const fileSizeLimitSchema = z
  .union([z.number().int().min(0), z.string().max(32)])
  .nullable()
  .transform((value, context) => {
    if (value === null) return null;
    let bytes = typeof value === 'number' ? value : Number.NaN;
    if (typeof value === 'string') {
      const match = SIZE_PATTERN.exec(value.trim());
      if (match) bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
    }
    if (!Number.isFinite(bytes) || bytes < 0 || bytes > MAX_BUCKET_LIMIT) {
      context.addIssue({ code: 'custom', message: 'file_size_limit is not a valid size' });
      return z.NEVER;
    }
    return bytes === 0 ? null : bytes;
  });

/** Exact content types or `type/*`, as storage-api's allowed_mime_types; empty: any. */
export const allowedMimeTypesSchema = z
  .array(z.string().max(255))
  .max(100)
  .nullable()
  .transform((values, context) => {
    if (values === null) return null;
    const kept = values.map((value) => value.trim().toLowerCase()).filter((value) => value);
    if (kept.some((value) => !/^[\w.+-]+\/(?:[\w.+-]+|\*)$/.test(value))) {
      context.addIssue({ code: 'custom', message: 'allowed_mime_types has an invalid type' });
      return z.NEVER;
    }
    return kept.length === 0 ? null : kept;
  });
