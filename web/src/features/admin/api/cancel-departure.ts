import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';
import { refreshAfterDepartureChange } from './save-departure';

/** What POST /functions/v1/cancel-departure answers. */
const cancelDepartureAnswerSchema = z.object({
  success: z.literal(true),
  cancelledBookings: z.number().int(),
  refundedTotal: z.number(),
  releasedHolds: z.number().int(),
});
export type CancelDepartureAnswer = z.infer<typeof cancelDepartureAnswerSchema>;

/**
 * Cancels a departure for good: every paid booking on it is refunded in full and its traveller
 * e-mailed, and the waiting list's holds go back. One key per confirmation: a retry of the same
 * click never refunds twice.
 */
export async function cancelDeparture(
  departureId: string,
  reason: string,
  idempotencyKey: string,
): Promise<CancelDepartureAnswer> {
  const answer = await callServerFunction<unknown>(
    'cancel-departure',
    { departure_id: departureId, reason },
    idempotencyKey,
    'Failed to cancel the departure',
  );
  return cancelDepartureAnswerSchema.parse(answer);
}

export function useCancelDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      departureId,
      reason,
      idempotencyKey,
    }: {
      departureId: string;
      reason: string;
      idempotencyKey: string;
    }) => cancelDeparture(departureId, reason, idempotencyKey),
    onSettled: () => refreshAfterDepartureChange(queryClient),
  });
}
