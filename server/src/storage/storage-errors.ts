import type { FastifyReply } from 'fastify';
import pg from 'pg';
import type { ErrorCatalogue, ServiceErrorReply } from '../platform/service-errors.js';

/** A deliberate storage-api error: `{ statusCode: "409", error: "Duplicate", message }`. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

function storageReply(status: number, error: string, message: string): ServiceErrorReply {
  // storage-api's error shape: statusCode is a string.
  return { status, body: { statusCode: String(status), error, message } };
}

const INSUFFICIENT_PRIVILEGE = '42501';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * What PostgreSQL decided for a caller's statement: a row-level security or grant refusal is
 * storage-api's 403 (the database is the authority on who may write), a missing bucket its 404.
 */
function databaseDecision(error: unknown): ServiceErrorReply | undefined {
  if (!(error instanceof pg.DatabaseError)) return undefined;
  if (error.code === INSUFFICIENT_PRIVILEGE) {
    return storageReply(
      403,
      'Unauthorized',
      'Only admins may upload, replace, remove or list files',
    );
  }
  if (error.code === FOREIGN_KEY_VIOLATION && error.constraint === 'objects_bucket_id_fkey') {
    return storageReply(404, 'Bucket not found', 'Bucket not found');
  }
  return undefined;
}

export const storageErrorCatalogue: ErrorCatalogue = {
  known: (error) =>
    error instanceof StorageError
      ? storageReply(error.status, error.error, error.message)
      : databaseDecision(error),
  render: (status, code, message) =>
    status === 413
      ? storageReply(413, 'Payload too large', message)
      : storageReply(status, status >= 500 ? 'internal' : code, message),
};

/** The storage catalogue with its own message for a body over the limit (the upload routes). */
export function storageErrorCatalogueWith(tooLargeMessage: string): ErrorCatalogue {
  return {
    known: storageErrorCatalogue.known,
    render: (status, code, message) =>
      storageErrorCatalogue.render(status, code, status === 413 ? tooLargeMessage : message),
  };
}

export function sendStorageError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
) {
  const answer = storageReply(status, error, message);
  return reply.code(answer.status).send(answer.body);
}
