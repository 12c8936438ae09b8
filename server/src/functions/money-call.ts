import { createHash } from 'node:crypto';
import { stringify as stableStringify } from 'safe-stable-stringify';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@app/domain';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@app/domain/db-rules';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { FunctionError } from './server-function.js';

/** The SQL functions that move money (migration 0012); each takes its key and hash last. */
export type MoneyFunction = 'wallet.book_tour' | 'wallet.book_micro_tour' | 'wallet.top_up';

/** The name a key is recorded under, as the SQL functions record it. */
const FUNCTION_NAMES: Record<MoneyFunction, string> = {
  'wallet.book_tour': 'process-booking',
  'wallet.book_micro_tour': 'confirm-micro-tour-booking',
  'wallet.top_up': 'wallet-topup',
};

/** Refusals a retry with the same key must get again; 401 and 429 may change with time. */
const KEPT_REFUSALS = new Set([400, 402, 404, 409, 422]);

export interface MoneyRequest {
  caller: Caller;
  callFunction: CallerDb['callFunction'];
  /** The request's Idempotency-Key, or null when it sent none. */
  idempotencyKey: string | null;
  /** sha256 of the parsed body: a key may only be replayed with the same request. */
  requestHash: string;
  log: FastifyBaseLogger;
}

/** JSON with object keys sorted, so equal bodies hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  return stableStringify(value) ?? 'null';
}

export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new FunctionError(
      400,
      `Invalid Idempotency-Key: send one key of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces`,
    );
  }
  return parsed.data;
}

/** The caller, its Idempotency-Key and the hash of its parsed body, for `callMoneyFunction`. */
export function readMoneyRequest(
  context: { caller: Caller; callFunction: CallerDb['callFunction']; request: FastifyRequest },
  body: unknown,
): MoneyRequest {
  return {
    caller: context.caller,
    callFunction: context.callFunction,
    idempotencyKey: readIdempotencyKey(context.request),
    requestHash: createHash('sha256').update(canonicalJson(body)).digest('hex'),
    log: context.request.log,
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
  let answer: { status: number; body: Record<string, unknown> };
  try {
    answer = await money.callFunction(money.caller, fn, [
      ...args,
      money.idempotencyKey,
      money.requestHash,
    ]);
  } catch (error) {
    const refusal = toFunctionError(error);
    if (!refusal) throw error;
    await rememberRefusal(money, fn, refusal);
    throw refusal;
  }
  if (answer.status === 200) return answer.body;
  // A kept refusal, replayed for a retry with the same key.
  const { error: message, ...details } = answer.body;
  throw new FunctionError(answer.status, String(message), details);
}

/**
 * The refusal rolled back the key's record with everything else; it is kept now so a retry
 * gets the same answer. Best effort: if this fails the retry simply runs again, still once.
 */
async function rememberRefusal(money: MoneyRequest, fn: MoneyFunction, refusal: FunctionError) {
  if (money.idempotencyKey === null || !KEPT_REFUSALS.has(refusal.status)) return;
  await money
    .callFunction(money.caller, 'wallet.remember_refusal', [
      FUNCTION_NAMES[fn],
      money.idempotencyKey,
      money.requestHash,
      refusal.status,
      { error: refusal.message, ...refusal.details },
    ])
    .catch((error: unknown) => money.log.warn({ err: error }, 'could not keep a refusal'));
}
