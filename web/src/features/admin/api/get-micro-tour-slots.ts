import { microTourSlotSchema, type MicroTourSlot } from '@app/domain/micro-tour-slots';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { departureKeys } from '../../../lib/departure-keys';
import { getSupabase } from '../../../lib/supabase';

/** Every start time of a micro-tour from `from` for `days` days, earliest first. */
export async function getMicroTourSlots(
  microTourId: string,
  from: string,
  days: number,
): Promise<MicroTourSlot[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_micro_tour_slots', {
    p_micro_tour_id: microTourId,
    p_from: from,
    p_days: days,
  });
  if (error) throw error;
  return z.array(microTourSlotSchema).parse(data);
}

export const microTourSlotsQueryOptions = (microTourId: string, from: string, days: number) =>
  queryOptions({
    queryKey: departureKeys.adminMicroTour(microTourId, from, days),
    queryFn: () => getMicroTourSlots(microTourId, from, days),
  });

/** The days on screen stay while the next ones load, so paging does not jump. */
export const useMicroTourSlots = (microTourId: string, from: string, days: number) =>
  useQuery({
    ...microTourSlotsQueryOptions(microTourId, from, days),
    placeholderData: keepPreviousData,
  });
