import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PanoramaOpenerContext, type PanoramaToOpen } from '../lib/panorama-opener';

// The viewer (Photo Sphere Viewer and three.js) loads when a 'VR Ready' control is first pressed.
const PanoramaDialog = lazy(() => import('../features/panorama/components/panorama-dialog'));

/** Gives every page the 360° viewer behind 'VR Ready' (decision 032). */
export function PanoramaHost({ children }: { children: ReactNode }) {
  const [panorama, setPanorama] = useState<PanoramaToOpen | null>(null);
  return (
    <PanoramaOpenerContext value={setPanorama}>
      {children}
      {panorama && (
        <Suspense>
          <PanoramaDialog panorama={panorama} onClose={() => setPanorama(null)} />
        </Suspense>
      )}
    </PanoramaOpenerContext>
  );
}
