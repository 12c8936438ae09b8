import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { restRefusalError } from '../../../lib/error-text';
import { guideDayKeys } from '../../../lib/guide-day-keys';
import { staffKeys } from '../../../lib/staff-keys';
import { getSupabase } from '../../../lib/supabase';

/** A tour (`tour`) or a micro-tour (`micro`), by id. */
export interface GuidedListing {
  kind: 'tour' | 'micro';
  id: string;
}

const assignedRowsSchema = z.array(z.object({ guide_id: z.string() }));

/** The guides assigned to one tour or micro-tour (admins read every assignment). */
export async function getGuideAssignments(listing: GuidedListing): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('guide_assignments')
    .select('guide_id')
    .eq(listing.kind === 'tour' ? 'tour_id' : 'micro_tour_id', listing.id);
  if (error) throw restRefusalError(error);
  return assignedRowsSchema.parse(data).map((row) => row.guide_id);
}

export const guideAssignmentsQueryOptions = (listing: GuidedListing) =>
  queryOptions({
    queryKey: staffKeys.assignments(listing.kind, listing.id),
    queryFn: () => getGuideAssignments(listing),
  });

export const useGuideAssignments = (listing: GuidedListing) =>
  useQuery(guideAssignmentsQueryOptions(listing));

/** Assigns a guide to the tour or micro-tour, or takes the assignment back (RPC, admins only). */
export async function setGuideAssignment(
  listing: GuidedListing,
  guideId: string,
  isAssigned: boolean,
) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_guide_assignment', {
    p_guide_id: guideId,
    p_assigned: isAssigned,
    ...(listing.kind === 'tour' ? { p_tour_id: listing.id } : { p_micro_tour_id: listing.id }),
  });
  if (error) throw restRefusalError(error);
}

export function useSetGuideAssignment(listing: GuidedListing) {
  const queryClient = useQueryClient();
  const key = staffKeys.assignments(listing.kind, listing.id);
  return useMutation({
    mutationFn: ({ guideId, isAssigned }: { guideId: string; isAssigned: boolean }) =>
      setGuideAssignment(listing, guideId, isAssigned),
    // The box shows the choice at once; a refusal puts it back.
    onMutate: ({ guideId, isAssigned }) => {
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (ids = []) =>
        isAssigned
          ? [...ids.filter((id) => id !== guideId), guideId]
          : ids.filter((id) => id !== guideId),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(key, context?.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: staffKeys.assignments(listing.kind, listing.id),
        }),
        queryClient.invalidateQueries({ queryKey: guideDayKeys.all }),
      ]),
  });
}
