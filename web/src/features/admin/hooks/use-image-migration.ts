import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { migrateTourImages } from '../api/image-fix-calls';
import { useRefreshAfterImageFix } from './use-refresh-after-image-fix';

const FAILED = 'Failed to migrate tour images';

/** The Tools tab's 'Migrate Tour Images': toasts per spec section 8 (Admin migration). */
export function useImageMigration() {
  const [isRunning, setIsRunning] = useState(false);
  const refresh = useRefreshAfterImageFix();

  async function migrate() {
    if (isRunning) return;
    setIsRunning(true);
    toast.info('Starting tour image migration...');
    try {
      const answer = await migrateTourImages();
      if (answer?.success) {
        toast.success(
          `Successfully migrated ${answer.migratedCount} of ${answer.totalTours} tours`,
        );
      } else {
        toast.error('Migration failed');
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error(FAILED, { description: message && message !== FAILED ? message : undefined });
    } finally {
      setIsRunning(false);
      void refresh('tours');
    }
  }

  return { isRunning, migrate };
}
