import type { FunctionErrorCode } from '@app/domain/function-errors';
import { isFunctionErrorCodeShape } from './function-error-code';
import { getSupabase } from './supabase';

// NOTE: the same value as IDEMPOTENCY_HEADER in @app/domain, whose module carries zod (kept out of
// the browser's pages); server-function.test.ts checks the two agree.
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A server function's refusal: its HTTP status, its JSON body ({error, code, ...details}) and
 * the body's machine code, which is what the app branches on (the message is shown as it is).
 */
export class ServerFunctionError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** The refusal's stable code; undefined when the answer had none (a proxy's, or no answer). */
  readonly code: FunctionErrorCode | undefined;
  constructor(status: number, body: Record<string, unknown>, fallback: string) {
    super(typeof body.error === 'string' && body.error ? body.error : fallback);
    this.name = 'ServerFunctionError';
    this.status = status;
    this.body = body;
    this.code = isFunctionErrorCodeShape(body.code) ? body.code : undefined;
  }
}

/** The code of a server function's refusal; undefined for any other error. */
export const functionErrorCode = (error: unknown): FunctionErrorCode | undefined =>
  error instanceof ServerFunctionError ? error.code : undefined;

/** One key per user action; a retry of the same action sends the same key again. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

async function readBody(response: unknown): Promise<Record<string, unknown>> {
  if (!(response instanceof Response)) return {};
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Answers of something between the app and the function (a proxy's time limit): no answer of it. */
const GATEWAY_FAILURES = new Set([502, 504]);

/**
 * Calls POST /functions/v1/{name} with the action's idempotency key. When the function's answer
 * never came (a network failure, a cut connection, a proxy's 502 or 504), the request is sent
 * again with the same key, up to `attempts` in all: the server applies the action at most once,
 * and a retry of a run still under way waits for that run's answer. A non-2xx answer of the
 * function becomes a ServerFunctionError.
 */
export async function callServerFunction<T>(
  name: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  fallbackMessage: string,
  { attempts = 2 }: { attempts?: number } = {},
): Promise<T> {
  const supabase = await getSupabase();
  for (let attempt = 1; ; attempt += 1) {
    const { data, error } = await supabase.functions.invoke<T>(name, {
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    if (!error) return data as T;
    const errorName = (error as { name?: string }).name;
    const response = (error as { context?: unknown }).context;
    const status = response instanceof Response ? response.status : 500;
    const unanswered =
      errorName === 'FunctionsFetchError' ||
      (errorName === 'FunctionsHttpError' && GATEWAY_FAILURES.has(status));
    if (unanswered && attempt < attempts) continue;
    if (errorName === 'FunctionsHttpError') {
      throw new ServerFunctionError(status, await readBody(response), fallbackMessage);
    }
    throw new Error(fallbackMessage);
  }
}

/** Said when a request never reached the server. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach our server. Please check your internet connection and try again.';

/**
 * One POST /functions/v1/{name} without an idempotency key and without a retry: for actions a
 * second delivery would repeat (a message sent twice). A non-2xx answer becomes a
 * ServerFunctionError; a request that never got an answer, one with status 0 and
 * NETWORK_ERROR_MESSAGE.
 */
export async function invokeServerFunction<T>(
  name: string,
  body: Record<string, unknown>,
  fallbackMessage: string,
): Promise<T> {
  const supabase = await getSupabase().catch(() => {
    throw new ServerFunctionError(0, {}, NETWORK_ERROR_MESSAGE);
  });
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (!error) return data as T;
  const errorName = (error as { name?: string }).name;
  if (errorName === 'FunctionsHttpError') {
    const response = (error as { context?: unknown }).context;
    const status = response instanceof Response ? response.status : 500;
    throw new ServerFunctionError(status, await readBody(response), fallbackMessage);
  }
  if (errorName === 'FunctionsFetchError') {
    throw new ServerFunctionError(0, {}, NETWORK_ERROR_MESSAGE);
  }
  throw new ServerFunctionError(500, {}, fallbackMessage);
}
