import {
  changeMicroTourSlotsAnswerSchema,
  type ChangeMicroTourSlotsAnswer,
  type SlotAction,
} from '@app/domain/micro-tour-slots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restRefusalError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { refreshAfterDepartureChange } from './save-departure';

export interface ChangeMicroTourSlotsInput {
  microTourId: string;
  date: string;
  action: SlotAction;
  /** The start times to change; null for every time of the date. */
  times: string[] | null;
  /** Why, for a cancellation: its travellers are told. */
  reason?: string;
}

/**
 * Closes, reopens or cancels start times of one date in one transaction. Cancelling refunds every
 * paid booking in full and releases the waiting list's holds (the departures' own trigger); a
 * second call finds them cancelled and refunds nobody twice.
 */
export async function changeMicroTourSlots({
  microTourId,
  date,
  action,
  times,
  reason,
}: ChangeMicroTourSlotsInput): Promise<ChangeMicroTourSlotsAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('change_micro_tour_slots', {
    p_micro_tour_id: microTourId,
    p_date: date,
    p_action: action,
    p_times: times ?? undefined,
    p_reason: reason,
  });
  if (error) throw restRefusalError(error);
  return changeMicroTourSlotsAnswerSchema.parse(data);
}

export function useChangeMicroTourSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMicroTourSlots,
    onSettled: () => refreshAfterDepartureChange(queryClient),
  });
}
