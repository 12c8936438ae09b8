import '../messages';
import { t } from '@lingui/core/macro';
import type { leaveWaitlistBodySchema } from '@app/domain/booking';
import type { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const leaveWaitlistFailedMessage = () =>
  t`There was an error leaving the waiting list. Please try again.`;

export interface LeaveWaitlistResult {
  success: true;
  /** The hold given back to the balance. */
  released: number;
  newBalance: number;
}

/** POST /functions/v1/leave-waitlist: leaves a waiting list; its hold goes back whole. */
export function leaveWaitlist(
  input: z.infer<typeof leaveWaitlistBodySchema>,
  idempotencyKey: string,
): Promise<LeaveWaitlistResult> {
  return callServerFunction<LeaveWaitlistResult>(
    'leave-waitlist',
    { ...input },
    idempotencyKey,
    leaveWaitlistFailedMessage(),
  );
}
