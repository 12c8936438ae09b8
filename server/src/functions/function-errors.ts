import type { ErrorCatalogue, ServiceErrorReply } from '../platform/service-errors.js';
import { FunctionError } from './server-function.js';

function reply(status: number, body: Record<string, unknown>): ServiceErrorReply {
  return { status, body };
}

/** JSON `{ error, ...details }`: what the app reads from a FunctionsHttpError's response. */
export const functionErrorCatalogue: ErrorCatalogue = {
  known: (error) =>
    error instanceof FunctionError
      ? reply(error.status, { error: error.message, ...error.details })
      : undefined,
  render: (status, code, message) => reply(status, { error: message, code }),
};
