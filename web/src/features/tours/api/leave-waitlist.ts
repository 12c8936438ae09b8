import '../messages';
import { t } from '@lingui/core/macro';
// Types only: the schema (and zod) stays out of the tour page's chunk; the server parses the body.
import type { leaveWaitlistBodySchema } from '@app/domain/booking';
import type { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';

/** Said when the request fails without a message of its own. */
export const leaveWaitlistFailedMessage = () =>
  t`There was an error leaving the waiting list. Please try again.`;

/** POST /functions/v1/leave-waitlist: leaves a waiting list; its hold goes back whole. */
export function leaveWaitlist(
  input: z.infer<typeof leaveWaitlistBodySchema>,
  idempotencyKey: string,
): Promise<{ success: true; released: number; newBalance: number }> {
  return callServerFunction(
    'leave-waitlist',
    { ...input },
    idempotencyKey,
    leaveWaitlistFailedMessage(),
  );
}
