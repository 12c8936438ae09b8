import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from './auth';
import { imageUpdateLogKeys } from './image-update-log-keys';
import { toast } from './toast';
import { tourKeys } from './tour-keys';

/**
 * Set this sessionStorage key (any value) to skip the start-up fix, e.g. in end-to-end tests:
 * `page.addInitScript(() => sessionStorage.setItem('ecotours:skip-startup-fix', '1'))`.
 */
export const SKIP_STARTUP_FIX_KEY = 'ecotours:skip-startup-fix';

/** Delay after the first render, so the fix never competes with the page's own requests. */
const START_DELAY_MS = 2_000;

let hasRun = false;

function isSkipped(): boolean {
  try {
    return sessionStorage.getItem(SKIP_STARTUP_FIX_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The start-up cover fix: once per page load, for an admin only, fix-tour-covers
 * runs with mode smart and dryRun false. Quiet on success; failures toast. While another image run
 * holds the lock (an admin's Update All) the server skips it at once, which is no failure.
 */
export function useStartupCoverFix() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const isAdmin = auth.status === 'signed-in' && auth.isAdmin;

  useEffect(() => {
    if (!isAdmin || hasRun || isSkipped()) return;
    const timer = window.setTimeout(() => {
      if (hasRun) return;
      hasRun = true;
      // The run's code (the functions client, its error codes) loads only for an admin.
      import('./startup-cover-fix-run')
        .then(async ({ runStartupFix }) => {
          const calledServer = await runStartupFix();
          if (!calledServer) return;
          void queryClient.invalidateQueries({ queryKey: tourKeys.all });
          void queryClient.invalidateQueries({ queryKey: imageUpdateLogKeys.all });
        })
        .catch(() => toast.error(t`Failed to run image fix`));
    }, START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isAdmin, queryClient]);
}
