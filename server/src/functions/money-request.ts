import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@app/domain';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@app/domain/db-rules';
import { requestHash } from '../platform/canonical-json.js';
import type { MoneyCallRecorder } from '../metrics/registry.js';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import type { MoneyRequest } from '../wallet/money-call.js';
import { FunctionError } from './function-errors.js';

export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new FunctionError(
      'invalid_idempotency_key',
      `Invalid Idempotency-Key: send one key of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces`,
    );
  }
  return parsed.data;
}

/** The caller, its Idempotency-Key and the hash of its parsed body, for `callMoneyFunction`. */
export function readMoneyRequest(
  context: {
    caller: Caller;
    callFunction: CallerDb['callFunction'];
    request: FastifyRequest;
    metrics: MoneyCallRecorder;
  },
  body: unknown,
): MoneyRequest {
  return {
    caller: context.caller,
    callFunction: context.callFunction,
    idempotencyKey: readIdempotencyKey(context.request),
    requestHash: requestHash(body),
    log: context.request.log,
    metrics: context.metrics,
  };
}
