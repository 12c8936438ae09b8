import type { MigrationResponse } from '@app/domain';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { migrateTourImages } from '../api/image-fix-calls';
import { countFailedMigrations } from '../lib/migration-result-display';
import { useRefreshAfterImageFix } from './use-refresh-after-image-fix';

const FAILED = 'Failed to migrate tour images';

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
    toast.info('Starting tour image migration...');
    try {
      const answer = await migrateTourImages();
      setLastAnswer(answer);
      const failed = answer ? countFailedMigrations(answer) : 0;
      if (answer?.success && failed === 0) {
        toast.success(
          `Successfully migrated ${answer.migratedCount} of ${answer.totalTours} tours`,
        );
      } else {
        toast.error('Migration failed', {
          description: answer
            ? `${failed} of ${answer.totalTours} tours failed; the results list says why.`
            : undefined,
        });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error(FAILED, { description: message && message !== FAILED ? message : undefined });
    } finally {
      setIsRunning(false);
      void refresh('tours');
    }
  }

  return { isRunning, lastAnswer, migrate };
}
