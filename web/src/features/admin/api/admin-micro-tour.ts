import '../messages';
import { t } from '@lingui/core/macro';
import type { MicroTour } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restRefusalError, TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { translationRefusalOf } from '../lib/translation-refusal';
import type { MicroTourChanges } from '../lib/micro-tour-form';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/** One whole micro-tour row by id, for editing. */
export async function getAdminMicroTour(id: string): Promise<MicroTour | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('micro_tours').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

export const useAdminMicroTour = (id: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: microTourKeys.adminDetail(id ?? ''),
      queryFn: () => getAdminMicroTour(id ?? ''),
    }),
    enabled: id !== null,
  });

export async function updateMicroTour(id: string, changes: MicroTourChanges): Promise<MicroTour> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('micro_tours')
    .update(changes)
    .eq('id', id)
    .select()
    .single();
  if (error) {
    throw error.code === '42501'
      ? new TranslatedError(t`Your account may not change micro-tours.`)
      : (translationRefusalOf(error) ?? restRefusalError(error));
  }
  return data;
}

export function useUpdateMicroTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: MicroTourChanges }) =>
      updateMicroTour(id, changes),
    onSuccess: (tour) => {
      queryClient.setQueryData(microTourKeys.adminDetail(tour.id), tour);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: microTourKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueAuditKeys.all }),
      ]);
    },
  });
}
