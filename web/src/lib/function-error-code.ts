import type { FunctionErrorCode } from '@app/domain/function-errors';

/**
 * A refusal's code read by its shape only, so that the first pages do not carry the list of codes
 * (@app/domain/function-errors). A code this app does not know yet passes as one: every use
 * compares it with known codes, and the error texts, loaded later, check it against the list.
 */
export function isFunctionErrorCodeShape(value: unknown): value is FunctionErrorCode {
  return typeof value === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(value);
}
