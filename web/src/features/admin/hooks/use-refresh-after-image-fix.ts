import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { imageUpdateLogKeys } from '../../../lib/image-update-log-keys';
import { microTourKeys } from '../../../lib/micro-tour-keys';
import { tourKeys } from '../../../lib/tour-keys';

/** After any fix call: the cached tour (or micro-tour) lists and the image log list. */
export function useRefreshAfterImageFix() {
  const queryClient = useQueryClient();
  return useCallback(
    (what: 'tours' | 'micro-tours' = 'tours') =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: what === 'tours' ? tourKeys.all : microTourKeys.all,
        }),
        queryClient.invalidateQueries({ queryKey: imageUpdateLogKeys.all }),
      ]),
    [queryClient],
  );
}
