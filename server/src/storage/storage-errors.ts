import type { FastifyReply } from 'fastify';
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

export const storageErrorCatalogue: ErrorCatalogue = {
  known: (error) =>
    error instanceof StorageError
      ? storageReply(error.status, error.error, error.message)
      : undefined,
  render: (status, code, message) =>
    storageReply(status, status >= 500 ? 'internal' : code, message),
};

export function sendStorageError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
) {
  const answer = storageReply(status, error, message);
  return reply.code(answer.status).send(answer.body);
}
