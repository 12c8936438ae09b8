import type { FastifyReply } from 'fastify';
import pg from 'pg';
import type { IdentityError } from '../platform/identity.js';
import { InvalidObjectKeyError } from './object-path.js';
import type { ErrorCatalogue, ServiceErrorReply } from '../platform/service-errors.js';

/**
 * The machine codes of /storage/v1 refusals: storage-api's `ErrorCode` names, plus InvalidImage
 * (a file that is not a readable picture), NotFound (no such route) and ServiceUnavailable (a
 * part behind the service cannot be reached). Clients branch on these, never on the texts.
 */
export const STORAGE_ERROR_CODES = [
  'AccessDenied',
  'BucketAlreadyExists',
  'DatabaseTimeout',
  'EntityTooLarge',
  'InternalError',
  'InvalidImage',
  'InvalidJWT',
  'InvalidKey',
  'InvalidMimeType',
  'InvalidRequest',
  // An admin whose session is not yet proven with a second factor (decision 045): the code every
  // service answers for it.
  'insufficient_aal',
  'InvalidSignature',
  'InvalidUploadSignature',
  'KeyAlreadyExists',
  'MissingParameter',
  'NoSuchBucket',
  'NoSuchKey',
  'NotFound',
  'ResourceNotEmpty',
  'ServiceUnavailable',
  'SlowDown',
] as const;

export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

/**
 * A deliberate storage-api error: `{ statusCode: "409", code: "KeyAlreadyExists", error:
 * "Duplicate", message }`. `error` and `message` are the texts supabase-js hands to the app.
 */
export class StorageError extends Error {
  readonly status: number;
  readonly code: StorageErrorCode;
  readonly error: string;

  constructor(refusal: { status: number; code: StorageErrorCode; error: string; message: string }) {
    super(refusal.message);
    this.name = 'StorageError';
    this.status = refusal.status;
    this.code = refusal.code;
    this.error = refusal.error;
  }
}

const NOT_ADMIN = 'Only admins may upload, replace, remove or list files';

/** Every refusal of the storage service, by what happened; as storage-api's `ERRORS`. */
export const storageErrors = {
  noSuchBucket: () =>
    new StorageError({
      status: 404,
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    }),
  noSuchKey: () =>
    new StorageError({
      status: 404,
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    }),
  /** A caller who may not do this: not an admin, or refused by the database's policies. */
  notAdmin: () =>
    new StorageError({
      status: 403,
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: NOT_ADMIN,
    }),
  /** An admin on a session below aal2: the second factor first (decision 045). */
  insufficientAal: () =>
    new StorageError({
      status: 403,
      code: 'insufficient_aal',
      error: 'Unauthorized',
      message: 'Two-factor sign-in required: verify your authenticator code first.',
    }),
  /** A member calling the bucket API (admins and the service key only). */
  bucketsForAdmins: () =>
    new StorageError({
      status: 403,
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Only admins may list, create, change, empty or delete buckets',
    }),
  /** The product's own buckets are changed by migrations only. */
  productBucket: () =>
    new StorageError({
      status: 403,
      code: 'AccessDenied',
      error: 'Unauthorized',
      message:
        'This bucket belongs to the product: only a migration changes, empties or deletes it',
    }),
  /**
   * No key at all is AccessDenied, in storage-api's words (its JWT library's on an empty token);
   * a malformed, forged or expired one is InvalidJWT.
   */
  badIdentity: (failure: IdentityError) =>
    new StorageError({
      status: 403,
      code: failure.reason === 'missing' ? 'AccessDenied' : 'InvalidJWT',
      error: 'Unauthorized',
      message: failure.reason === 'missing' ? 'Invalid Compact JWS' : failure.message,
    }),
  invalidRequest: (message: string) =>
    new StorageError({ status: 400, code: 'InvalidRequest', error: 'InvalidRequest', message }),
  invalidKey: (message: string) =>
    new StorageError({ status: 400, code: 'InvalidKey', error: 'InvalidKey', message }),
  /** An upload whose bytes are not a picture the bucket takes. */
  unsupportedUpload: (message: string) =>
    new StorageError({ status: 415, code: 'InvalidMimeType', error: 'invalid_mime_type', message }),
  /** An object the image transformation cannot read. */
  notTransformable: (message: string) =>
    new StorageError({ status: 400, code: 'InvalidMimeType', error: 'InvalidMimeType', message }),
  invalidImage: (message: string) =>
    new StorageError({ status: 400, code: 'InvalidImage', error: 'InvalidImage', message }),
  entityTooLarge: (message: string) =>
    new StorageError({ status: 413, code: 'EntityTooLarge', error: 'Payload too large', message }),
  /** A declared content type the bucket does not take (storage-api's wording). */
  invalidMimeType: (contentType: string) =>
    new StorageError({
      status: 415,
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: `mime type ${contentType} is not supported`,
    }),
  /** A file over its bucket's limit (storage-api's wording). */
  objectTooLarge: () =>
    new StorageError({
      status: 413,
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    }),
  bucketAlreadyExists: () =>
    new StorageError({
      status: 409,
      code: 'BucketAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  bucketNotEmpty: () =>
    new StorageError({
      status: 409,
      code: 'ResourceNotEmpty',
      error: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    }),
  invalidBucketName: () =>
    new StorageError({
      status: 400,
      code: 'InvalidRequest',
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    }),
  missingParameter: (name: string) =>
    new StorageError({
      status: 400,
      code: 'MissingParameter',
      error: 'MissingParameter',
      message: `Missing Required Parameter ${name}`,
    }),
  /** A signed URL's token that is forged, malformed or expired (jsonwebtoken's words). */
  invalidSignedToken: (message: string) =>
    new StorageError({ status: 400, code: 'InvalidJWT', error: 'InvalidJWT', message }),
  /** A genuine token for another object or another use. */
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError({ status: 400, code: 'InvalidSignature', error: 'InvalidSignature', message }),
  keyAlreadyExists: () =>
    new StorageError({
      status: 409,
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  /** Picture work refused for now: 429 for one address's share, 503 when the queue is full. */
  slowDown: (status: 429 | 503, message: string) =>
    new StorageError({
      status,
      code: 'SlowDown',
      error: status === 429 ? 'TooManyRequests' : 'SlowDown',
      message,
    }),
};

function storageReply(error: StorageError): ServiceErrorReply {
  // storage-api's error shape: statusCode is a string.
  return {
    status: error.status,
    body: {
      statusCode: String(error.status),
      code: error.code,
      error: error.error,
      message: error.message,
    },
  };
}

const INSUFFICIENT_PRIVILEGE = '42501';
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/**
 * What PostgreSQL decided for a caller's statement: a row-level security or grant refusal is
 * storage-api's 403 (the database is the authority on who may write), a missing bucket its 404,
 * a key taken meanwhile its 409.
 */
function databaseDecision(error: unknown): StorageError | undefined {
  if (!(error instanceof pg.DatabaseError)) return undefined;
  if (error.code === INSUFFICIENT_PRIVILEGE) {
    return error.hint === 'insufficient_aal'
      ? storageErrors.insufficientAal()
      : storageErrors.notAdmin();
  }
  if (error.code === FOREIGN_KEY_VIOLATION && error.constraint === 'objects_bucket_id_fkey') {
    return storageErrors.noSuchBucket();
  }
  if (error.code === UNIQUE_VIOLATION && error.constraint === 'objects_bucket_name_key') {
    return storageErrors.keyAlreadyExists();
  }
  return undefined;
}

/** A key the driver refused (too long for its store). */
function driverFailure(error: unknown): StorageError | undefined {
  if (error instanceof InvalidObjectKeyError) return storageErrors.invalidKey(error.message);
  return undefined;
}

/** The code of a refusal the framework or the shared error handler raised, by its status. */
function codeForStatus(status: number): StorageErrorCode {
  if (status === 404) return 'NotFound';
  if (status === 413) return 'EntityTooLarge';
  // The service's only slow part is PostgreSQL: a 504 is a statement timeout.
  if (status === 504) return 'DatabaseTimeout';
  if (status === 502 || status === 503) return 'ServiceUnavailable';
  if (status >= 500) return 'InternalError';
  return 'InvalidRequest';
}

export const storageErrorCatalogue: ErrorCatalogue = {
  known: (error) => {
    const refusal =
      error instanceof StorageError ? error : (driverFailure(error) ?? databaseDecision(error));
    return refusal && storageReply(refusal);
  },
  render: (status, code, message) =>
    storageReply(
      new StorageError({
        status,
        code: codeForStatus(status),
        error: status === 413 ? 'Payload too large' : status >= 500 ? 'internal' : code,
        message,
      }),
    ),
};

/** The storage catalogue with its own message for a body over the limit (the upload routes). */
export function storageErrorCatalogueWith(tooLargeMessage: string): ErrorCatalogue {
  return {
    known: storageErrorCatalogue.known,
    render: (status, code, message) =>
      storageErrorCatalogue.render(status, code, status === 413 ? tooLargeMessage : message),
  };
}

export function sendStorageError(reply: FastifyReply, error: StorageError) {
  const answer = storageReply(error);
  return reply.code(answer.status).send(answer.body);
}
