import '../messages';
import { t } from '@lingui/core/macro';
import { type CheckInRequest, type CheckInResult, checkInResultSchema } from '@app/domain/tickets';
import { invokeServerFunction } from '../../../lib/server-function';

/**
 * Checks a ticket in by its scanned code or its typed reference. Not retried on its own: a
 * second delivery would answer 'already checked in' for the guide's first scan.
 */
export async function checkIn(request: CheckInRequest): Promise<CheckInResult> {
  const answer = await invokeServerFunction<unknown>(
    'check-in',
    { ...request },
    t`The check-in could not be recorded. Please try again.`,
  );
  return checkInResultSchema.parse(answer);
}
