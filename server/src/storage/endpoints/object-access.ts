import type { FastifyRequest } from 'fastify';
import {
  type Caller,
  type Identity,
  IdentityError,
  isAdmin,
  lacksSecondFactor,
} from '../../platform/identity.js';
import { parseWith } from '../../platform/parse-with.js';
import type { z } from 'zod';
import { checkBucketName, checkObjectKey, InvalidObjectKeyError } from '../object-path.js';
import type { BucketInfo, ObjectStore } from '../object-store.js';
import { storageErrors } from '../storage-errors.js';

// What the object endpoints check before they touch an object: who asks, whether the bucket and
// key are well formed, whether the bucket exists.

/** Remove and list bodies: a list of keys or a few options. */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** The object routes' path parameters: the bucket and the key after it. */
export interface ObjectParams {
  bucket: string;
  '*': string;
}

export async function identifyCaller(identity: Identity, request: FastifyRequest): Promise<Caller> {
  try {
    return await identity.identify({
      authorization: request.headers.authorization,
      apikey: request.headers.apikey,
    });
  } catch (error) {
    if (error instanceof IdentityError) throw storageErrors.badIdentity(error);
    throw error;
  }
}

/**
 * The server's early refusal, so that nobody but an admin makes it decode pictures or read
 * large bodies. The database is still the authority: every write runs as the caller under the
 * policies of migration 0013, which refuse the same callers.
 */
export function assertMayWrite(caller: Caller): void {
  if (isAdmin(caller)) return;
  throw lacksSecondFactor(caller, 'admin')
    ? storageErrors.insufficientAal()
    : storageErrors.notAdmin();
}

export function checkTarget(bucket: string, key?: string): void {
  try {
    checkBucketName(bucket);
    if (key !== undefined) checkObjectKey(key);
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) {
      throw storageErrors.invalidKey(error.message);
    }
    throw error;
  }
}

export async function requireBucket(store: ObjectStore, bucket: string): Promise<BucketInfo> {
  const info = await store.getBucket(bucket);
  if (!info) throw storageErrors.noSuchBucket();
  return info;
}

/** A JSON body in storage-api's terms: 400 InvalidRequest naming the first problem. */
export function parseStorageInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return parseWith(schema, value, storageErrors.invalidRequest);
}
