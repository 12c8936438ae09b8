import '../messages';
import { t } from '@lingui/core/macro';
// Types only: the schema (and zod) stays out of the tour page's chunk; the server parses the body.
import type { joinWaitlistBodySchema } from '@app/domain/booking';
import type { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';

/** Said when the request fails without a message of its own. */
export const joinWaitlistFailedMessage = () =>
  t`We could not add you to the waiting list. Please try again.`;

export interface JoinWaitlistResult {
  success: true;
  entry: { id: string; position: number; holdAmount: number; travelers: number };
  newBalance: number;
}

/** POST /functions/v1/join-waitlist: waits in line for a sold-out date, holding its price. */
export function joinWaitlist(
  input: z.infer<typeof joinWaitlistBodySchema>,
  idempotencyKey: string,
): Promise<JoinWaitlistResult> {
  return callServerFunction<JoinWaitlistResult>(
    'join-waitlist',
    { ...input },
    idempotencyKey,
    joinWaitlistFailedMessage(),
  );
}
