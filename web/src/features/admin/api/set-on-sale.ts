import '../messages';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';
import { restRefusalError, TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { microTourKeys } from '../../../lib/micro-tour-keys';
import { tourKeys } from '../../../lib/tour-keys';

export type Listing = 'tours' | 'micro_tours';

/**
 * Takes a tour or micro-tour off sale, or puts it back: off sale it is left out of the public
 * lists and sells nothing; its bookings, tickets and page stay (decision 039).
 */
export async function setOnSale(listing: Listing, id: string, onSale: boolean) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from(listing)
    .update({ on_sale: onSale })
    .eq('id', id)
    .select('id, on_sale')
    .single();
  if (error) {
    throw error.code === '42501'
      ? new TranslatedError(t`Your account may not change the catalogue.`)
      : restRefusalError(error);
  }
  return data;
}

export function useSetOnSale(listing: Listing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: string; onSale: boolean }) => setOnSale(listing, id, onSale),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: listing === 'tours' ? tourKeys.all : microTourKeys.all,
        }),
        queryClient.invalidateQueries({ queryKey: catalogueAuditKeys.all }),
      ]),
  });
}
