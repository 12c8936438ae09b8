import type { FixResponse } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from './auth';
import {
  callServerFunction,
  functionErrorCode,
  newIdempotencyKey,
  ServerFunctionError,
} from './server-function';
import { toast } from './toast';
import { imageUpdateLogKeys } from '../lib/image-update-log-keys';
import { tourKeys } from '../lib/tour-keys';

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
      void runStartupFix().then((calledServer) => {
        if (!calledServer) return;
        void queryClient.invalidateQueries({ queryKey: tourKeys.all });
        void queryClient.invalidateQueries({ queryKey: imageUpdateLogKeys.all });
      });
    }, START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isAdmin, queryClient]);
}

async function runStartupFix(): Promise<boolean> {
  try {
    const answer = await callServerFunction<FixResponse | null>(
      'fix-tour-covers',
      { mode: 'smart', dryRun: false, skipIfBusy: true },
      newIdempotencyKey(),
      'Failed to run image fix',
    );
    if (!answer?.success) toast.error('Failed to fix tour covers');
    return true;
  } catch (error) {
    if (functionErrorCode(error) === 'image_fix_running') return false;
    if (error instanceof ServerFunctionError) {
      toast.error('Image fix failed', { description: error.message });
      return true;
    }
    toast.error('Failed to run image fix');
    return false;
  }
}
