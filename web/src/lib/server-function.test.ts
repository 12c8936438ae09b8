import { IDEMPOTENCY_HEADER as domainHeader } from '@app/domain/booking';
import { describe, expect, it } from 'vitest';
import {
  functionErrorCode,
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  ServerFunctionError,
} from './server-function';

describe('server function calls', () => {
  it('send the idempotency header the server reads', () => {
    expect(IDEMPOTENCY_HEADER).toBe(domainHeader);
  });

  it('make a fresh key for every action', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it("take the server's message, or the fallback when there is none", () => {
    const refused = new ServerFunctionError(402, { error: 'insufficient_funds' }, 'Failed.');
    expect(refused.message).toBe('insufficient_funds');
    expect(refused.status).toBe(402);
    expect(new ServerFunctionError(500, {}, 'Failed to process top-up.').message).toBe(
      'Failed to process top-up.',
    );
  });

  it("read the refusal's code by its shape (the first pages do not carry the list)", () => {
    const short = { error: 'Insufficient funds for pending booking', code: 'insufficient_funds' };
    expect(new ServerFunctionError(402, short, 'Failed.').code).toBe('insufficient_funds');
    expect(functionErrorCode(new ServerFunctionError(402, short, 'Failed.'))).toBe(
      'insufficient_funds',
    );
    // A code of a newer server passes; the error texts check it against the list.
    expect(new ServerFunctionError(409, { error: 'x', code: 'newer_code' }, 'F').code).toBe(
      'newer_code',
    );
    for (const code of ['Not a code', '<b>x</b>', 42, '', 'x'.repeat(65)]) {
      expect(new ServerFunctionError(409, { error: 'x', code }, 'F').code).toBeUndefined();
    }
    expect(new ServerFunctionError(502, {}, 'Failed.').code).toBeUndefined();
    expect(functionErrorCode(new Error('offline'))).toBeUndefined();
  });
});
