import '../messages';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restRefusalError, TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';
import { microTourKeys } from '../../../lib/micro-tour-keys';
import { tourKeys } from '../../../lib/tour-keys';

type CatalogueTable = 'tours' | 'micro_tours';

/** Where each table's cached lists live, so a delete refreshes every screen that shows the row. */
const cacheKeys: Record<CatalogueTable, readonly string[]> = {
  tours: tourKeys.all,
  micro_tours: microTourKeys.all,
};

/**
 * The database refuses to delete a row that bookings still point at (PostgREST answers 409 with
 * its message, code and figures); an admin sees that message, in the page's language. A row that
 * is already gone counts as deleted.
 */
export async function deleteCatalogueRow(table: CatalogueTable, id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from(table).delete().eq('id', id);
  if (error) {
    throw error.code === '42501'
      ? new TranslatedError(t`Your account may not delete catalogue entries.`)
      : restRefusalError(error);
  }
}

export function useDeleteCatalogueRow(table: CatalogueTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogueRow(table, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cacheKeys[table] }),
        queryClient.invalidateQueries({ queryKey: catalogueAuditKeys.all }),
      ]),
  });
}
