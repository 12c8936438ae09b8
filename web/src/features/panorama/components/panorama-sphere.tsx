import '../messages';
import '@photo-sphere-viewer/core/index.css';
import { useLingui } from '@lingui/react/macro';
import { Viewer } from '@photo-sphere-viewer/core';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { Compass, Maximize } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The 360° sphere (Photo Sphere Viewer, decision 032): drag or swipe to look around, pinch or
 * scroll to zoom, arrow keys, full screen, and the phone's own movement where it has a gyroscope.
 * The view's yaw (radians) is kept on `data-yaw` for the journeys.
 */
export default function PanoramaSphere({
  url,
  label,
  onFailed,
}: {
  url: string;
  label: string;
  onFailed: () => void;
}) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const [hasGyroscope, setHasGyroscope] = useState(false);
  const [isGyroscopeOn, setGyroscopeOn] = useState(false);
  const [isReady, setReady] = useState(false);
  const fail = useEffectEvent(onFailed);

  const create = (element: HTMLDivElement) =>
    new Viewer({
      container: element,
      panorama: url,
      navbar: false,
      keyboard: 'always',
      mousewheelCtrlKey: false,
      touchmoveTwoFingers: false,
      loadingTxt: t`Loading the 360° view…`,
      lang: { loadError: t`The panorama cannot be loaded.` },
      plugins: [GyroscopePlugin],
    });

  useEffect(() => {
    const element = container.current!;
    let viewer: Viewer;
    try {
      viewer = create(element);
    } catch {
      // A WebGL context the browser would not give after all: the still picture instead.
      fail();
      return;
    }
    viewerRef.current = viewer;
    const showYaw = (yaw: number) => element.setAttribute('data-yaw', yaw.toFixed(3));
    viewer.addEventListener('position-updated', ({ position }) => showYaw(position.yaw));
    viewer.addEventListener('ready', () => {
      showYaw(viewer.getPosition().yaw);
      setReady(true);
    });
    viewer.addEventListener('panorama-error', () => fail());
    const gyroscope = viewer.getPlugin<GyroscopePlugin>(GyroscopePlugin);
    gyroscope.addEventListener('gyroscope-updated', ({ gyroscopeEnabled }) =>
      setGyroscopeOn(gyroscopeEnabled),
    );
    // Offered on phones and tablets only: a desktop browser may claim the sensor it lacks.
    const isHandheld = window.matchMedia('(pointer: coarse)').matches;
    if (isHandheld) void gyroscope.isSupported().then(setHasGyroscope);
    return () => {
      viewerRef.current = null;
      viewer.destroy();
    };
    // The sentences are read once: the page's language does not change while it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={container}
        role="application"
        aria-label={label}
        aria-roledescription={t`360° view`}
        data-testid="panorama-sphere"
        data-ready={isReady ? 'true' : undefined}
        className="h-[55dvh] min-h-64 w-full overflow-hidden rounded-lg bg-stone-800"
      />
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-stone-700">
          {t`Drag, swipe or use the arrow keys to look around; pinch or scroll to zoom.`}
        </p>
        {hasGyroscope && (
          <button
            type="button"
            aria-pressed={isGyroscopeOn}
            onClick={() => viewerRef.current?.getPlugin<GyroscopePlugin>(GyroscopePlugin).toggle()}
            className={cn(buttonClasses('secondary', 'sm'), 'gap-1.5')}
          >
            <Compass aria-hidden="true" className="size-4" />
            {t`Move your phone to look around`}
          </button>
        )}
        <button
          type="button"
          onClick={() => viewerRef.current?.toggleFullscreen()}
          className={cn(buttonClasses('secondary', 'sm'), 'gap-1.5')}
        >
          <Maximize aria-hidden="true" className="size-4" />
          {t`Full screen`}
        </button>
      </div>
    </div>
  );
}
