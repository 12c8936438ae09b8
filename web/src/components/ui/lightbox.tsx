import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { getSwipeDirection, stepGalleryIndex } from '../../lib/gallery-navigation';
import { cn } from '../../lib/cn';
import { GalleryImage } from './gallery-image';

type LightboxProps = {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Names the dialog and each picture, e.g. the tour's title. */
  title: string;
  /**
   * Where focus goes on close; by default the gallery's `Dialog.Trigger`. A gallery opened from
   * several buttons prevents the default and focuses the one that opened it.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

const controlClasses =
  'flex size-11 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/20 transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The full-screen pictures of a gallery; render it inside the gallery's `Dialog.Root` so that
 * closing returns focus to the `Dialog.Trigger` that opened it.
 */
export function Lightbox({ images, index, onIndexChange, title, onCloseAutoFocus }: LightboxProps) {
  const { t } = useLingui();
  const total = images.length;
  const photoNumber = index + 1;
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const hasSeveral = total > 1;

  function step(by: number) {
    if (hasSeveral) onIndexChange(stepGalleryIndex(index, by, total));
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  }

  function handlePointerDown(event: PointerEvent) {
    if (!event.isPrimary) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function handlePointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const direction = getSwipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction) step(direction === 'next' ? 1 : -1);
  }

  function handlePointerCancel() {
    swipeStart.current = null;
  }

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950" />
      <Dialog.Content
        aria-describedby={undefined}
        onKeyDown={handleKeyDown}
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed inset-0 z-50 flex flex-col text-white outline-none"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <Dialog.Title className="min-w-0 truncate text-sm font-medium sm:text-base">
            {title}
          </Dialog.Title>
          <div className="flex shrink-0 items-center gap-3">
            <p aria-live="polite" className="text-sm tabular-nums text-stone-200">
              {index + 1} / {total}
            </p>
            <Dialog.Close aria-label={t`Close gallery`} className={controlClasses}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none sm:px-16"
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerCancel}
        >
          <div className="aspect-video w-full max-w-[min(100%,calc((100dvh-7rem)*16/9))]">
            <GalleryImage
              src={images[index] ?? null}
              alt={t`${title}, photo ${photoNumber} of ${total}`}
              sizes="100vw"
              priority
              fit="contain"
            />
          </div>
          {hasSeveral && (
            <>
              <button
                type="button"
                aria-label={t`Previous photo`}
                onClick={() => step(-1)}
                className={cn(controlClasses, 'absolute top-1/2 left-2 -translate-y-1/2 sm:left-4')}
              >
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
              <button
                type="button"
                aria-label={t`Next photo`}
                onClick={() => step(1)}
                className={cn(
                  controlClasses,
                  'absolute top-1/2 right-2 -translate-y-1/2 sm:right-4',
                )}
              >
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            </>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
