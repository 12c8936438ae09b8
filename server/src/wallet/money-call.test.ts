import { describe, expect, it } from 'vitest';
import { toMoneyRefusal } from './money-call.js';

describe('toMoneyRefusal', () => {
  it('reads the code from HINT, the message and figures from DETAIL, the status from PTnnn', () => {
    const refusal = toMoneyRefusal({
      code: 'PT402',
      message: 'Insufficient funds for pending booking',
      detail: JSON.stringify({
        error: 'Insufficient funds for pending booking',
        currentBalance: 10,
        requiredAmount: 25,
        missingAmount: 15,
      }),
      hint: 'insufficient_funds',
    });
    expect(refusal).toMatchObject({
      code: 'insufficient_funds',
      sqlStatus: 402,
      message: 'Insufficient funds for pending booking',
      details: { currentBalance: 10, requiredAmount: 25, missingAmount: 15 },
    });
  });

  it('takes the message when DETAIL is plain text or missing', () => {
    expect(
      toMoneyRefusal({
        code: 'PT429',
        message: 'Too many top-ups: at most 20 per hour. Please try again later.',
        hint: 'topup_limit_reached',
      }),
    ).toMatchObject({ code: 'topup_limit_reached', sqlStatus: 429, details: {} });
    expect(
      toMoneyRefusal({
        code: 'PT422',
        message: 'One top-up per request',
        detail: 'Send each top-up as its own request.',
        hint: 'topup_too_large',
      }),
    ).toMatchObject({ message: 'One top-up per request', details: {} });
  });

  it('makes bad input PostgreSQL spotted a validation failure, and leaves other errors alone', () => {
    expect(
      toMoneyRefusal({ code: '22007', message: 'invalid input syntax for type date' }),
    ).toMatchObject({
      code: 'validation_failed',
      sqlStatus: 400,
      message: 'Invalid request: invalid input syntax for type date',
    });
    expect(toMoneyRefusal({ code: 'PT402', message: 'no code', hint: 'made_up' })).toBeUndefined();
    expect(toMoneyRefusal({ code: '40001', message: 'serialization failure' })).toBeUndefined();
    expect(toMoneyRefusal(new Error('connect ECONNREFUSED'))).toBeUndefined();
  });
});
