import { FUNCTION_ERROR_CODES } from '@app/domain/function-errors';
import { describe, expect, it } from 'vitest';
import { ImageRunRefusal } from '../images/image-run-refusal.js';
import { MoneyRefusal } from '../wallet/money-refusal.js';
import { asFunctionError, FUNCTION_ERRORS, FunctionError } from './function-errors.js';

describe('the functions error catalogue', () => {
  it('gives every code of the shared list one status', () => {
    expect(Object.keys(FUNCTION_ERRORS).sort()).toEqual([...FUNCTION_ERROR_CODES].sort());
  });

  it('answers a refusal with its code next to the message and figures', () => {
    const refusal = new FunctionError('rate_limited', 'Please try again in a minute.', {
      retryAfterSeconds: 42,
    });
    expect(refusal.status).toBe(429);
    expect(refusal.body).toEqual({
      error: 'Please try again in a minute.',
      code: 'rate_limited',
      retryAfterSeconds: 42,
    });
  });

  it("maps the image runs' refusals: a busy lock is 409, a reused key 422", () => {
    const busy = asFunctionError(new ImageRunRefusal('busy', 'Another image fix is running'));
    expect(busy).toMatchObject({ status: 409, code: 'image_fix_running' });
    const reused = asFunctionError(new ImageRunRefusal('key-reused', 'sent before'));
    expect(reused).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it("maps the wallet's refusals by code: an identity refused in SQL (PT401) is 403", () => {
    const expired = asFunctionError(new MoneyRefusal('session_expired', 401, 'Session expired'));
    expect(expired).toMatchObject({ status: 403, code: 'session_expired' });
    const short = asFunctionError(
      new MoneyRefusal('insufficient_funds', 402, 'insufficient_funds', { missingAmount: 5 }),
    );
    expect(short?.body).toEqual({
      error: 'insufficient_funds',
      code: 'insufficient_funds',
      missingAmount: 5,
    });
    expect(asFunctionError(new Error('boom'))).toBeUndefined();
  });
});
