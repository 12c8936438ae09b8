import '../messages';
import { useLingui } from '@lingui/react/macro';
import type { MicroTourImagesUpdateResponse } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { callServerFunction, newIdempotencyKey } from '../../../lib/server-function';
import { imageUpdateLogKeys } from '../../../lib/image-update-log-keys';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/** An admin's refresh button on a micro-tour card without a cover: fixes that tour's images. */
export function FixMicroTourImagesButton({
  tour,
  className,
}: {
  tour: { slug: string; title: string };
  className?: string;
}) {
  const { t } = useLingui();
  const title = tour.title;
  const [isRunning, setIsRunning] = useState(false);
  const queryClient = useQueryClient();

  async function fix() {
    setIsRunning(true);
    try {
      const answer = await callServerFunction<MicroTourImagesUpdateResponse | null>(
        'update-micro-tour-images',
        { options: { fixMissingOnly: true, singleSlug: tour.slug } },
        newIdempotencyKey(),
        t`Failed to update images`,
      );
      if (answer?.success) toast.success(t`Images updated for ${title}`);
      else toast.error(t`Failed to update images`);
    } catch {
      toast.error(t`Failed to update images`);
    } finally {
      setIsRunning(false);
      void queryClient.invalidateQueries({ queryKey: microTourKeys.all });
      void queryClient.invalidateQueries({ queryKey: imageUpdateLogKeys.all });
    }
  }

  return (
    <button
      type="button"
      aria-label={t`Fix images for ${title}`}
      title={t`Fix images`}
      disabled={isRunning}
      aria-busy={isRunning}
      onClick={() => void fix()}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm hover:bg-white hover:text-emerald-800 disabled:opacity-60',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        className,
      )}
    >
      <RefreshCw
        aria-hidden="true"
        className={cn('size-4', isRunning && 'animate-spin motion-reduce:animate-none')}
      />
    </button>
  );
}
