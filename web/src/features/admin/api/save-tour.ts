import '../messages';
import { t } from '@lingui/core/macro';
import { readTourRow, type Tour } from '@app/domain/catalogue-rows';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type RestRefusal, restRefusalError, TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { translationRefusalOf } from '../lib/translation-refusal';
import type { TourPayload } from '../lib/tour-form';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';
import { tourKeys } from '../../../lib/tour-keys';

/**
 * A PostgREST refusal in words an admin can act on where we know better ones (in the page's
 * language); any other keeps the database's message.
 */
export function describeTourError(error: RestRefusal, slug?: string) {
  if (error.code === '23505' && slug) {
    return new TranslatedError(t`A tour with the slug "${slug}" already exists.`);
  }
  if (error.code === '42501') return new TranslatedError(t`Your account may not change tours.`);
  return translationRefusalOf(error) ?? restRefusalError(error);
}

export async function createTour(payload: TourPayload): Promise<Tour> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tours').insert(payload).select().single();
  if (error) throw describeTourError(error, payload.slug);
  return readTourRow(data);
}

/** Changes some of a tour's fields (a partial payload) and answers with the whole row. */
export async function updateTour(id: string, changes: Partial<TourPayload>): Promise<Tour> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tours')
    .update(changes)
    .eq('id', id)
    .select()
    .single();
  if (error) throw describeTourError(error, changes.slug);
  return readTourRow(data);
}

/** Tour lists everywhere, and the change history that now has one more entry. */
const refreshAfterChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tourKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueAuditKeys.all }),
  ]);

export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTour,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useUpdateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<TourPayload> }) =>
      updateTour(id, changes),
    onSuccess: (tour) => {
      queryClient.setQueryData(tourKeys.adminDetail(tour.id), tour);
      return refreshAfterChange(queryClient);
    },
  });
}
