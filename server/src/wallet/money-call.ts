import { isFunctionErrorCode } from '@app/domain/function-errors';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MoneyCallRecorder } from '../metrics/registry.js';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { MoneyRefusal } from './money-refusal.js';

/** The SQL functions that move money (migrations 0012, 0025, 0026, 0040, 0064, 0065); each takes its key and hash last. */
export type MoneyFunction =
  | 'wallet.book_tour_with_lead'
  | 'wallet.book_micro_tour_with_lead'
  | 'wallet.start_topup'
  | 'wallet.adjust'
  | 'wallet.cancel_booking'
  | 'wallet.join_waitlist'
  | 'wallet.leave_waitlist'
  | 'wallet.cancel_departure'
  | 'wallet.change_booking_date'
  | 'wallet.start_withdrawal';

/** The name a key is recorded under, as the SQL functions record it. */
const FUNCTION_NAMES: Record<MoneyFunction, string> = {
  'wallet.book_tour_with_lead': 'process-booking',
  'wallet.book_micro_tour_with_lead': 'confirm-micro-tour-booking',
  'wallet.start_topup': 'wallet-topup',
  'wallet.adjust': 'wallet-adjustment',
  'wallet.cancel_booking': 'cancel-booking',
  'wallet.join_waitlist': 'join-waitlist',
  'wallet.leave_waitlist': 'leave-waitlist',
  'wallet.cancel_departure': 'cancel-departure',
  'wallet.change_booking_date': 'change-booking-date',
  'wallet.start_withdrawal': 'wallet-withdraw',
};

/** Refusals a retry with the same key must get again; 401 and 429 may change with time. */
const KEPT_REFUSALS = new Set([400, 402, 404, 409, 422]);

/** One money call of a member: who, with which Idempotency-Key, for which request. */
export interface MoneyRequest {
  caller: Caller;
  callFunction: CallerDb['callFunction'];
  /** The request's Idempotency-Key, or null when it sent none. */
  idempotencyKey: string | null;
  /** sha256 of the parsed body: a key may only be replayed with the same request. */
  requestHash: string;
  log: FastifyBaseLogger;
  /** Counts each call's outcome: `ok` or the refusal's code. */
  metrics: MoneyCallRecorder;
}

/** A money function's JSON answer. */
export type MoneyAnswer = Record<string, unknown>;

/**
 * Wallet functions without an idempotency key: a member's look at a pending top-up, and the
 * payment provider's side, which runs as the service role (migration 0025).
 */
export type WalletFunction =
  | 'wallet.own_pending_topup'
  | 'wallet.attach_checkout'
  | 'wallet.complete_topup'
  | 'wallet.close_topup'
  | 'wallet.reverse_topup'
  | 'wallet.close_dispute'
  | 'wallet.raise_payment_alert'
  | 'wallet.card_topups_to_settle'
  | 'wallet.withdrawal_refunds_due'
  | 'wallet.record_withdrawal_refund'
  | 'wallet.fail_withdrawal_refund'
  | 'wallet.withdrawal_summary';

const answerBodySchema = z.record(z.string(), z.unknown());

/** What the SQL functions return: the answer and its status (200, or a kept refusal's). */
const storedAnswerSchema = z.object({
  status: z.number().int(),
  body: answerBodySchema,
});

/** A refusal's JSON body: the message, its code, and any figures. */
const refusalBodySchema = z.looseObject({ error: z.string(), code: z.string().optional() });

/** The fields of a PostgreSQL error (node-postgres' DatabaseError) a refusal is read from. */
const pgErrorSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  detail: z.string().optional(),
  hint: z.string().optional(),
});

/** DETAIL's JSON answer: its message and figures; nothing when DETAIL is plain text. */
function readDetail(detail: string | undefined): {
  message?: string;
  details: Record<string, unknown>;
} {
  let json: unknown;
  try {
    json = JSON.parse(detail ?? '');
  } catch {
    return { details: {} };
  }
  const body = refusalBodySchema.safeParse(json);
  if (!body.success) return { details: {} };
  const { error: message, code: _code, ...details } = body.data;
  return { message, details };
}

/**
 * The one reading of a refusal raised in SQL: SQLSTATE PTnnn (HTTP status nnn) with the
 * refusal's code in HINT and its JSON answer in DETAIL; bad input PostgreSQL spotted (class 22)
 * is a validation failure. Anything else is not a refusal.
 */
export function toMoneyRefusal(error: unknown): MoneyRefusal | undefined {
  const pgError = pgErrorSchema.safeParse(error);
  if (!pgError.success) return undefined;
  const { code, message, detail, hint } = pgError.data;
  const raised = /^PT([1-5]\d\d)$/.exec(code);
  if (raised && isFunctionErrorCode(hint)) {
    const answer = readDetail(detail);
    return new MoneyRefusal(
      hint,
      Number(raised[1]),
      answer.message ?? message ?? 'Request refused',
      answer.details,
    );
  }
  if (code.startsWith('22')) {
    return new MoneyRefusal('validation_failed', 400, `Invalid request: ${message ?? 'bad value'}`);
  }
  return undefined;
}

/**
 * Runs one money function as the caller, in one transaction, and returns its answer body. A
 * refusal rolls back everything the call wrote and is thrown as a MoneyRefusal.
 */
export async function callMoneyFunction(
  money: MoneyRequest,
  fn: MoneyFunction,
  args: readonly unknown[],
): Promise<MoneyAnswer> {
  try {
    const answer = await runMoneyFunction(money, fn, args);
    money.metrics.moneyCall(fn, 'ok');
    return answer;
  } catch (error) {
    // A failure that is no refusal (a lost connection...) is counted as `error`.
    money.metrics.moneyCall(fn, error instanceof MoneyRefusal ? error.code : 'error');
    throw error;
  }
}

async function runMoneyFunction(
  money: MoneyRequest,
  fn: MoneyFunction,
  args: readonly unknown[],
): Promise<MoneyAnswer> {
  let answer: z.infer<typeof storedAnswerSchema>;
  try {
    answer = storedAnswerSchema.parse(
      await retryOnConflict(() =>
        money.callFunction(money.caller, fn, [...args, money.idempotencyKey, money.requestHash]),
      ),
    );
  } catch (error) {
    const refusal = toMoneyRefusal(error);
    if (!refusal) throw error;
    await rememberRefusal(money, fn, refusal);
    throw refusal;
  }
  if (answer.status === 200) return answer.body;
  // A kept refusal, replayed for a retry with the same key.
  const { error: message, code, ...details } = refusalBodySchema.parse(answer.body);
  if (!isFunctionErrorCode(code)) throw new Error(`kept refusal without a known code: ${code}`);
  throw new MoneyRefusal(code, answer.status, message, details);
}

/** PostgreSQL broke a deadlock or a serialization conflict by rolling this transaction back. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/**
 * Runs `call` again when PostgreSQL rolled it back to break a lock cycle (a cancellation that
 * books the next member in line locks two wallets): nothing of it was kept, so it runs whole.
 */
async function retryOnConflict<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const code = Reflect.get(Object(error), 'code');
      if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** Runs one wallet function as `caller`; a refusal raised in SQL is thrown as a MoneyRefusal. */
export async function callWalletFunction(
  callFunction: CallerDb['callFunction'],
  caller: Caller,
  fn: WalletFunction,
  args: readonly unknown[],
): Promise<MoneyAnswer> {
  try {
    return answerBodySchema.parse(await callFunction(caller, fn, args));
  } catch (error) {
    throw toMoneyRefusal(error) ?? error;
  }
}

/**
 * The refusal rolled back the key's record with everything else; it is kept now so a retry
 * gets the same answer. Best effort: if this fails the retry simply runs again, still once.
 */
async function rememberRefusal(money: MoneyRequest, fn: MoneyFunction, refusal: MoneyRefusal) {
  if (money.idempotencyKey === null || !KEPT_REFUSALS.has(refusal.sqlStatus)) return;
  await money
    .callFunction(money.caller, 'wallet.remember_refusal', [
      FUNCTION_NAMES[fn],
      money.idempotencyKey,
      money.requestHash,
      refusal.sqlStatus,
      { error: refusal.message, code: refusal.code, ...refusal.details },
    ])
    .catch((error: unknown) => money.log.warn({ err: error }, 'could not keep a refusal'));
}
