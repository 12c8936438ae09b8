import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { PanoramaToOpen } from '../../../lib/panorama-opener';
import { hasWebGl, spherePictureUrl, stillPictureUrl } from '../lib/panorama-urls';

// Photo Sphere Viewer and three.js: only where WebGL can draw them.
const PanoramaSphere = lazy(() => import('./panorama-sphere'));

/** The panorama as a flat picture, where the sphere cannot be drawn. */
function StillPanorama({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3" data-testid="panorama-still">
      <p className="text-sm text-stone-700">
        <Trans>
          This browser cannot show the 360° view (it needs WebGL), so here is the whole panorama
          unrolled: scroll sideways to look around.
        </Trans>
      </p>
      <div className="overflow-x-auto rounded-lg bg-stone-800">
        <img
          src={stillPictureUrl(url)}
          alt={t`The 360° panorama of ${title}, unrolled flat`}
          width={1280}
          height={640}
          className="h-[50dvh] max-w-none min-h-48 w-auto"
        />
      </div>
    </div>
  );
}

/** 'VR Ready': the micro-tour's 360° panorama in a dialog (decision 032). */
export default function PanoramaDialog({
  panorama,
  onClose,
}: {
  panorama: PanoramaToOpen;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [canDraw, setCanDraw] = useState(hasWebGl);
  const trigger = useRef<HTMLElement | null>(panorama.trigger);
  const isSmallScreen = window.matchMedia('(max-width: 767px)').matches;
  const title = panorama.title;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`360° preview: ${title}`}
      description={
        panorama.isIllustration ? (
          <span className="inline-flex items-center gap-2">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Trans>Illustration</Trans>
            </span>
            <Trans>Drawn for the demo catalogue, not photographed on the tour.</Trans>
          </span>
        ) : undefined
      }
      returnFocusTo={trigger}
      className="max-w-5xl! p-4 sm:p-6"
    >
      <div className="mt-4">
        {canDraw ? (
          <Suspense fallback={<Spinner className="h-[55dvh] min-h-64" />}>
            <PanoramaSphere
              url={spherePictureUrl(panorama.url, isSmallScreen)}
              label={t`360° view of ${title}`}
              onFailed={() => setCanDraw(false)}
            />
          </Suspense>
        ) : (
          <StillPanorama url={panorama.url} title={title} />
        )}
      </div>
    </Dialog>
  );
}
