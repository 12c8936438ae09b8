import { IDEMPOTENCY_HEADER as domainHeader } from '@app/domain/booking';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, ServerFunctionError } from './server-function';

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
});
