// Types only: zod stays out of the pages' chunks.
import type { InsufficientFunds } from '@app/domain';
import { ServerFunctionError } from '../server-function';

/**
 * The figures of a booking function's shortage answer (code `insufficient_funds`; both booking
 * functions answer it alike), else null. The code decides, never the message.
 */
export function insufficientFundsOf(error: unknown): InsufficientFunds | null {
  if (!(error instanceof ServerFunctionError) || error.code !== 'insufficient_funds') return null;
  const figure = (name: string) => Number(error.body[name]);
  const missingAmount = figure('missingAmount');
  if (!(missingAmount > 0)) return null;
  return {
    error: 'insufficient_funds',
    currentBalance: figure('currentBalance'),
    requiredAmount: figure('requiredAmount'),
    missingAmount,
  };
}
