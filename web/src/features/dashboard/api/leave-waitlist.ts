import type { leaveWaitlistBodySchema } from '@app/domain/booking';
import type { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';

export const LEAVE_WAITLIST_FAILED_MESSAGE =
  'There was an error leaving the waiting list. Please try again.';

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
    LEAVE_WAITLIST_FAILED_MESSAGE,
  );
}
