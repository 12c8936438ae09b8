import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MicroTourImagesUpdateResponse, TourImagesUpdateResponse } from '@app/domain';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { updateMicroTourImages, updateTourImages } from '../api/image-fix-calls';
import type { SmartUpdateKind } from '../components/smart-image-update-card';
import { useRefreshAfterImageFix } from './use-refresh-after-image-fix';

type Target = 'tours' | 'micro-tours';
type Answer = TourImagesUpdateResponse | MicroTourImagesUpdateResponse;

const failedMessage: Record<Target, MessageDescriptor> = {
  tours: msg`Failed to update tour images`,
  'micro-tours': msg`Failed to update micro-tour images`,
};

const callers: Record<Target, (kind: SmartUpdateKind) => Promise<Answer | null>> = {
  tours: (kind) =>
    updateTourImages(
      kind === 'fixMissing'
        ? { fixMissingOnly: true, updateAll: false }
        : { updateAll: true, fixMissingOnly: false },
    ),
  'micro-tours': (kind) =>
    updateMicroTourImages({
      options: kind === 'fixMissing' ? { fixMissingOnly: true } : { updateAll: true },
    }),
};

interface SmartImageUpdate<A extends Answer> {
  running: SmartUpdateKind | null;
  run: (kind: SmartUpdateKind) => Promise<void>;
  lastAnswer: A | null;
}

/** The Smart Image Update buttons: one update at a time, a toast when it starts, succeeds or fails. */
export function useSmartImageUpdate(target: 'tours'): SmartImageUpdate<TourImagesUpdateResponse>;
export function useSmartImageUpdate(
  target: 'micro-tours',
): SmartImageUpdate<MicroTourImagesUpdateResponse>;
export function useSmartImageUpdate(target: Target): SmartImageUpdate<Answer> {
  const [running, setRunning] = useState<SmartUpdateKind | null>(null);
  const [lastAnswer, setLastAnswer] = useState<Answer | null>(null);
  const refresh = useRefreshAfterImageFix();

  async function run(kind: SmartUpdateKind) {
    if (running) return;
    setRunning(kind);
    try {
      const answer = await callers[target](kind);
      if (!answer?.success) {
        toast.error(t`Image update failed`);
      } else {
        const updated = answer.updatedCount;
        const total = answer.totalTours;
        toast.success(
          target === 'tours'
            ? t`Updated images for ${updated} of ${total} tours`
            : t`Updated images for ${updated} of ${total} micro-tours`,
        );
      }
      if (answer) setLastAnswer(answer);
    } catch (error) {
      const failed = t(failedMessage[target]);
      const message = errorText(error, '');
      toast.error(failed, {
        description: message && message !== failed ? message : undefined,
      });
    } finally {
      setRunning(null);
      void refresh(target);
    }
  }

  return { running, run, lastAnswer };
}
