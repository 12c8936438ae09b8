import '../messages';
import { t } from '@lingui/core/macro';
import type { MigrationResponse } from '@app/domain';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { migrateTourImages } from '../api/image-fix-calls';
import { countFailedMigrations } from '../lib/migration-result-display';
import { useRefreshAfterImageFix } from './use-refresh-after-image-fix';

/**
 * The Tools tab's 'Migrate Tour Images': a toast when it starts and when it ends, the success
 * toast only when no tour failed; the last answer stays for the results list.
 */
export function useImageMigration() {
  const [isRunning, setIsRunning] = useState(false);
  const [lastAnswer, setLastAnswer] = useState<MigrationResponse | null>(null);
  const refresh = useRefreshAfterImageFix();

  async function migrate() {
    if (isRunning) return;
    setIsRunning(true);
    setLastAnswer(null);
    toast.info(t`Starting tour image migration...`);
    try {
      const answer = await migrateTourImages();
      setLastAnswer(answer);
      const failed = answer ? countFailedMigrations(answer) : 0;
      const total = answer?.totalTours ?? 0;
      if (answer?.success && failed === 0) {
        const migrated = answer.migratedCount;
        toast.success(t`Successfully migrated ${migrated} of ${total} tours`);
      } else {
        toast.error(t`Migration failed`, {
          description: answer
            ? t`${failed} of ${total} tours failed; the results list says why.`
            : undefined,
        });
      }
    } catch (error) {
      const FAILED = t`Failed to migrate tour images`;
      const message = errorText(error, '');
      toast.error(FAILED, { description: message && message !== FAILED ? message : undefined });
    } finally {
      setIsRunning(false);
      void refresh('tours');
    }
  }

  return { isRunning, lastAnswer, migrate };
}
