import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { imageUpdateLogsKey } from '../api/get-image-update-logs';

/** After any fix call: the cached tour (or micro-tour) lists and the image log list. */
export function useRefreshAfterImageFix() {
  const queryClient = useQueryClient();
  return useCallback(
    (what: 'tours' | 'micro-tours' = 'tours') =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [what] }),
        queryClient.invalidateQueries({ queryKey: imageUpdateLogsKey }),
      ]),
    [queryClient],
  );
}
