import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IScannerControls } from '@zxing/browser';
import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cameraErrorMessage, canUseCamera } from '../lib/camera-errors';

type CameraState = 'off' | 'starting' | 'on';

/**
 * The device camera (the back one on a phone) reading QR codes with @zxing/browser, which loads
 * on the first start: Chromium on Linux has no BarcodeDetector. Every decoded frame goes to
 * `onCode`; the page filters repeats.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const isMounted = useRef(true);
  const latestOnCode = useRef(onCode);
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      controls.current?.stop();
      controls.current = null;
    };
  }, []);

  async function start() {
    setError(null);
    if (!canUseCamera()) {
      setError(
        cameraErrorMessage(
          Object.assign(new Error('no camera API'), { name: 'NotSupportedError' }),
        ),
      );
      return;
    }
    setState('starting');
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      if (!video.current) return;
      const started = await new BrowserQRCodeReader().decodeFromVideoDevice(
        undefined,
        video.current,
        (result) => {
          if (result) latestOnCode.current(result.getText());
        },
      );
      if (!isMounted.current) {
        started.stop();
        return;
      }
      controls.current = started;
      setState('on');
    } catch (startError) {
      if (!isMounted.current) return;
      setError(cameraErrorMessage(startError));
      setState('off');
    }
  }

  function stop() {
    controls.current?.stop();
    controls.current = null;
    setState('off');
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        className={
          state === 'off'
            ? 'hidden'
            : 'relative aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-stone-900'
        }
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t`Camera view`}
          className="size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
        />
      </div>
      {state === 'off' ? (
        <Button size="lg" className="w-full sm:w-auto" onClick={() => void start()}>
          <Camera aria-hidden="true" />
          <Trans>Start camera</Trans>
        </Button>
      ) : (
        <Button
          size="lg"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={state === 'starting'}
          onClick={stop}
        >
          <CameraOff aria-hidden="true" />
          {state === 'starting' ? <Trans>Starting camera...</Trans> : <Trans>Stop camera</Trans>}
        </Button>
      )}
      {state === 'on' && (
        <p className="text-sm text-stone-600">
          <Trans>Hold the ticket's QR code inside the frame.</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="w-full rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
