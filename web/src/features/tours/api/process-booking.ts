// Types only: the schema (and zod) stays out of the tour page's chunk; the server parses the body.
import type { BookingResult, InsufficientFunds, ProcessBookingBody } from '@app/domain';
import { callServerFunction, ServerFunctionError } from '../../../lib/server-function';

export const BOOKING_FAILED_MESSAGE =
  'There was an error processing your booking. Please try again.';

/** POST /functions/v1/process-booking: pays a multi-day tour from the wallet. */
export function processBooking(
  input: ProcessBookingBody,
  idempotencyKey: string,
): Promise<BookingResult> {
  return callServerFunction<BookingResult>(
    'process-booking',
    { ...input },
    idempotencyKey,
    BOOKING_FAILED_MESSAGE,
  );
}

/** The shortage answer's figures (code `insufficient_funds`), else null. */
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
