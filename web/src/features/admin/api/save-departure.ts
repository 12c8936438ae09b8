import '../messages';
import { t } from '@lingui/core/macro';
import { departureSchema, type Departure } from '@app/domain/departures';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { departureKeys } from '../../../lib/departure-keys';
import { type RestRefusal, restRefusalError, TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { tourKeys } from '../../../lib/tour-keys';
import { formatDepartureDate } from '../lib/departure-dates';
import { DEPARTURE_COLUMNS } from './get-tour-departures';

/**
 * A refusal of the departures table in words an admin can act on. The database's own refusals
 * (capacity below the seats sold, a cancelled departure changed) are already such words, and
 * keep their code and figures for a page in another language.
 */
export function describeDepartureError(error: RestRefusal, startDate?: string): Error {
  if (error.code === '23505' && startDate) {
    const day = formatDepartureDate(startDate);
    return new TranslatedError(t`There is already a departure on ${day}.`);
  }
  if (error.code === '42501')
    return new TranslatedError(t`Your account may not change departures.`);
  return restRefusalError(error);
}

async function readSaved(
  answer: { data: unknown; error: RestRefusal | null },
  startDate?: string,
): Promise<Departure> {
  if (answer.error) throw describeDepartureError(answer.error, startDate);
  return departureSchema.parse(answer.data);
}

export async function addDeparture(tourId: string, startDate: string, capacity: number) {
  const supabase = await getSupabase();
  const answer = await supabase
    .from('departures')
    .insert({ tour_id: tourId, start_date: startDate, capacity })
    .select(DEPARTURE_COLUMNS)
    .single();
  return readSaved(answer, startDate);
}

async function updateDeparture(
  id: string,
  changes: { capacity?: number; status?: 'open' | 'closed' },
) {
  const supabase = await getSupabase();
  const answer = await supabase
    .from('departures')
    .update(changes)
    .eq('id', id)
    .select(DEPARTURE_COLUMNS)
    .single();
  return readSaved(answer);
}

/** Refused by the database below the seats already sold. */
export const changeDepartureCapacity = (id: string, capacity: number) =>
  updateDeparture(id, { capacity });

/** Closed departures take no new bookings; the bookings they have stay. */
export const setDepartureOpen = (id: string, isOpen: boolean) =>
  updateDeparture(id, { status: isOpen ? 'open' : 'closed' });

/**
 * The capacities typed for a new tour's dates: the tour's insert made those departures (from its
 * available dates) with the group size, so only the others change, one update per capacity.
 */
export async function setNewTourCapacities(
  tourId: string,
  capacities: readonly { start_date: string; capacity: number }[],
): Promise<void> {
  const supabase = await getSupabase();
  const datesByCapacity = new Map<number, string[]>();
  for (const { start_date, capacity } of capacities) {
    datesByCapacity.set(capacity, [...(datesByCapacity.get(capacity) ?? []), start_date]);
  }
  for (const [capacity, dates] of datesByCapacity) {
    const { error } = await supabase
      .from('departures')
      .update({ capacity })
      .eq('tour_id', tourId)
      .in('start_date', dates);
    if (error) throw describeDepartureError(error);
  }
}

/** Departure lists and bookings, and the tours whose available dates follow open departures. */
export const refreshAfterDepartureChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: departureKeys.all }),
    queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  ]);

export function useAddDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tourId,
      startDate,
      capacity,
    }: {
      tourId: string;
      startDate: string;
      capacity: number;
    }) => addDeparture(tourId, startDate, capacity),
    onSuccess: () => refreshAfterDepartureChange(queryClient),
  });
}

export function useChangeDepartureCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, capacity }: { id: string; capacity: number }) =>
      changeDepartureCapacity(id, capacity),
    // A refusal may come from seats sold since the list was read: read it again either way.
    onSettled: () => refreshAfterDepartureChange(queryClient),
  });
}

export function useSetDepartureOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isOpen }: { id: string; isOpen: boolean }) => setDepartureOpen(id, isOpen),
    onSettled: () => refreshAfterDepartureChange(queryClient),
  });
}
