import { expect } from 'vitest';

/** A refusal PostgreSQL raised: SQLSTATE, message, and for the money functions DETAIL and HINT. */
export interface SqlRefusal {
  code: string;
  message: string;
  detail?: string;
  /** The refusal's stable code, which the gateway sends as `code`. */
  hint?: string;
}

const isSqlRefusal = (value: unknown): value is SqlRefusal =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'code') === 'string' &&
  typeof Reflect.get(value, 'message') === 'string';

/** The error `promise` was refused with; fails the test when it was not refused. */
export async function sqlRefusal(promise: Promise<unknown>): Promise<SqlRefusal> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the call should have been refused').toBeDefined();
  if (!isSqlRefusal(error)) throw new Error(`not a PostgreSQL refusal: ${String(error)}`);
  return error;
}
