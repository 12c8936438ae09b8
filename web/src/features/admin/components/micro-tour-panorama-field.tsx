import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MicroTour } from '@app/domain';
import { PANORAMA_MIN_WIDTH } from '@app/domain/panorama';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { useMicroTourPanorama } from '../api/micro-tour-panorama';

/**
 * The micro-tour's 360° panorama behind 'VR Ready' (decision 032): what it has, a new one from
 * a 2:1 JPEG, or none (then the pages show no 'VR Ready'). Saved at once, apart from the form.
 */
export function MicroTourPanoramaField({ tour }: { tour: MicroTour }) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useMicroTourPanorama(tour.id);
  const isBusy = upload.isPending || remove.isPending;
  const width = tour.panorama_width;
  const height = tour.panorama_height;
  const minWidth = PANORAMA_MIN_WIDTH;

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t`Panorama saved`),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-busy={isBusy}>
      <legend className="text-sm font-medium text-stone-900">
        <Trans>360° panorama (VR Ready)</Trans>
      </legend>
      <p className="text-sm text-stone-700" data-testid="panorama-status">
        {!tour.panorama_url ? (
          <Trans>None: the micro-tour shows no 'VR Ready' badge.</Trans>
        ) : tour.panorama_is_illustration ? (
          <Trans>
            A drawn illustration ({width} × {height}), shown as 'Illustration'.
          </Trans>
        ) : (
          <Trans>
            A photograph, {width} × {height} pixels.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm text-stone-700">
          <Trans>
            New panorama: an equirectangular JPEG, twice as wide as high, at least {minWidth} pixels
            wide
          </Trans>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg"
          disabled={isBusy}
          onChange={(event) => handleFile(event.target.files?.[0])}
          className="text-sm"
        />
        {tour.panorama_url && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isBusy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t`Panorama removed`),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            <Trans>Remove panorama</Trans>
          </Button>
        )}
      </div>
    </fieldset>
  );
}
