import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { restRefusalError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { refreshAfterDepartureChange } from './save-departure';

const slotCapacityAnswerSchema = z.object({
  success: z.literal(true),
  departureId: z.guid(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
});

/** The seats of one start time; the database refuses fewer than it has sold. */
export async function setMicroTourSlotCapacity(input: {
  microTourId: string;
  date: string;
  time: string;
  capacity: number;
}) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('set_micro_tour_slot_capacity', {
    p_micro_tour_id: input.microTourId,
    p_date: input.date,
    p_time: input.time,
    p_capacity: input.capacity,
  });
  if (error) throw restRefusalError(error);
  return slotCapacityAnswerSchema.parse(data);
}

export function useSetMicroTourSlotCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMicroTourSlotCapacity,
    // A refusal may come from seats sold since the list was read: read it again either way.
    onSettled: () => refreshAfterDepartureChange(queryClient),
  });
}
