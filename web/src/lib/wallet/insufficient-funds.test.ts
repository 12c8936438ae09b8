import { describe, expect, it } from 'vitest';
import { ServerFunctionError } from '../server-function';
import { insufficientFundsOf } from './insufficient-funds';

describe('insufficientFundsOf', () => {
  it("reads the shortage answer's figures", () => {
    const error = new ServerFunctionError(
      402,
      {
        error: 'insufficient_funds',
        code: 'insufficient_funds',
        currentBalance: 20,
        requiredAmount: 65.5,
        missingAmount: 45.5,
      },
      'x',
    );
    expect(insufficientFundsOf(error)).toEqual({
      error: 'insufficient_funds',
      currentBalance: 20,
      requiredAmount: 65.5,
      missingAmount: 45.5,
    });
  });

  it('is null for any other failure', () => {
    expect(
      insufficientFundsOf(new ServerFunctionError(409, { error: 'The price has changed' }, 'x')),
    ).toBeNull();
    // The message alone decides nothing: only the code does.
    expect(
      insufficientFundsOf(
        new ServerFunctionError(402, { error: 'insufficient_funds', missingAmount: 5 }, 'x'),
      ),
    ).toBeNull();
    expect(insufficientFundsOf(new Error('offline'))).toBeNull();
  });
});
