import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { restRefusalError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { refreshAfterDepartureChange } from './save-departure';

const addSlotAnswerSchema = z.object({
  success: z.literal(true),
  departureId: z.guid(),
  startDate: z.iso.date(),
  startTime: z.string(),
  capacity: z.number().int(),
});

/** A one-off start time on a date, beside the weekly plan's; it sells at once. */
export async function addMicroTourSlot(input: {
  microTourId: string;
  date: string;
  time: string;
  capacity: number;
}) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('add_micro_tour_slot', {
    p_micro_tour_id: input.microTourId,
    p_date: input.date,
    p_time: input.time,
    p_capacity: input.capacity,
  });
  if (error) throw restRefusalError(error);
  return addSlotAnswerSchema.parse(data);
}

export function useAddMicroTourSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMicroTourSlot,
    onSuccess: () => refreshAfterDepartureChange(queryClient),
  });
}
