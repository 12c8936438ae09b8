import type { FixResponse } from '@app/domain';
import {
  callServerFunction,
  functionErrorCode,
  newIdempotencyKey,
  ServerFunctionError,
} from './server-function';
import { t } from '@lingui/core/macro';
import { errorText } from './error-text';
import { toast } from './toast';

/**
 * One start-up fix-tour-covers run (mode smart, not a dry run). True when the server did
 * something the admin's lists should show; a run skipped because another holds the lock is no
 * failure and changes nothing.
 */
export async function runStartupFix(): Promise<boolean> {
  try {
    const answer = await callServerFunction<FixResponse | null>(
      'fix-tour-covers',
      { mode: 'smart', dryRun: false, skipIfBusy: true },
      newIdempotencyKey(),
      'Failed to run image fix',
    );
    if (!answer?.success) toast.error(t`Failed to fix tour covers`);
    return true;
  } catch (error) {
    if (functionErrorCode(error) === 'image_fix_running') return false;
    if (error instanceof ServerFunctionError) {
      toast.error(t`Image fix failed`, { description: errorText(error) });
      return true;
    }
    toast.error(t`Failed to run image fix`);
    return false;
  }
}
