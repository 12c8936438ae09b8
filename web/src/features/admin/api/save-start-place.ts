import '../messages';
import { t } from '@lingui/core/macro';
import type {
  CataloguePlacesAnswer,
  SetCataloguePlacesBody,
} from '@app/domain/catalogue-places-body';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';
import { microTourKeys } from '../../../lib/micro-tour-keys';
import { invokeServerFunction } from '../../../lib/server-function';
import { tourKeys } from '../../../lib/tour-keys';

/**
 * Where a tour or a micro-tour starts, the transport to it, where it meets and (a tour) its route
 * (POST /functions/v1/catalogue-start-place): places go by their gazetteer ids, a dragged meeting
 * pin by its coordinates; the server writes names, countries and coordinates (decisions 030, 047).
 */
export const saveStartPlace = (body: SetCataloguePlacesBody) =>
  invokeServerFunction<CataloguePlacesAnswer>(
    'catalogue-start-place',
    body,
    t`Failed to save the start place.`,
  );

/** The pages, the lists and the change history are read again after a new start. */
export function useSaveStartPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStartPlace,
    onSuccess: (start, body) => {
      // The form compares the next save with the row it holds: give that row the new start now.
      const detail =
        body.table === 'tours' ? tourKeys.adminDetail(body.id) : microTourKeys.adminDetail(body.id);
      queryClient.setQueryData<object>(detail, (row) => (row ? { ...row, ...start } : row));
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: body.table === 'tours' ? tourKeys.all : microTourKeys.all,
        }),
        queryClient.invalidateQueries({ queryKey: catalogueAuditKeys.all }),
      ]);
    },
  });
}
