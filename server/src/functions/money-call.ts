import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@app/domain';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { FunctionError } from './server-function.js';

/** The SQL functions that move money (migration 0012); each takes its key and hash last. */
export type MoneyFunction = 'wallet.book_tour' | 'wallet.book_micro_tour' | 'wallet.top_up';

export interface MoneyRequest {
  caller: Caller;
  withCaller: CallerDb['withCaller'];
  /** The request's Idempotency-Key, or null when it sent none. */
  idempotencyKey: string | null;
  /** sha256 of the parsed body: a key may only be replayed with the same request. */
  requestHash: string;
}

/** JSON with object keys sorted, so equal bodies hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new FunctionError(
      400,
      'Invalid Idempotency-Key: send one key of 1 to 200 printable characters without spaces',
    );
  }
  return parsed.data;
}

/** The caller, its Idempotency-Key and the hash of its parsed body, for `callMoneyFunction`. */
export function readMoneyRequest(
  context: { caller: Caller; withCaller: CallerDb['withCaller']; request: FastifyRequest },
  body: unknown,
): MoneyRequest {
  return {
    caller: context.caller,
    withCaller: context.withCaller,
    idempotencyKey: readIdempotencyKey(context.request),
    requestHash: createHash('sha256').update(canonicalJson(body)).digest('hex'),
  };
}

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
}

function detailBody(error: PgError): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(error.detail ?? '');
    if (body && typeof body === 'object' && 'error' in body) return body as Record<string, unknown>;
  } catch {
    // Not JSON: the message is the answer.
  }
  return { error: error.message ?? 'Request refused' };
}

/** A refusal raised on purpose (SQLSTATE PTnnn) or bad input PostgreSQL spotted (class 22). */
function toFunctionError(error: unknown): FunctionError | undefined {
  const pgError = error as PgError;
  if (typeof pgError?.code !== 'string') return undefined;
  const raised = /^PT([1-5]\d\d)$/.exec(pgError.code);
  if (raised) {
    const { error: message, ...details } = detailBody(pgError);
    return new FunctionError(Number(raised[1]), String(message), details);
  }
  if (pgError.code.startsWith('22')) {
    return new FunctionError(400, `Invalid request: ${pgError.message ?? 'bad value'}`);
  }
  return undefined;
}

/**
 * Runs one money function as the caller, in one transaction, and returns its answer body. A
 * refusal rolls back everything the call wrote and becomes a FunctionError with its status.
 */
export async function callMoneyFunction(
  money: MoneyRequest,
  fn: MoneyFunction,
  args: readonly unknown[],
): Promise<Record<string, unknown>> {
  const params = [...args, money.idempotencyKey, money.requestHash];
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  try {
    const { rows } = await money.withCaller(money.caller, (tx) =>
      tx.query<{ answer: { body: Record<string, unknown> } }>(
        `select ${fn}(${placeholders}) as answer`,
        params,
      ),
    );
    return rows[0]!.answer.body;
  } catch (error) {
    throw toFunctionError(error) ?? error;
  }
}
