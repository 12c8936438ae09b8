import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Expand } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { GalleryImage } from '../../../components/ui/gallery-image';
import {
  LazyGalleryLightbox,
  lightboxOpenerProps,
} from '../../../components/ui/lazy-gallery-lightbox';

const MAIN_SIZES = '(min-width: 1152px) 736px, (min-width: 1024px) calc(100vw - 26rem), 100vw';

/** The main picture (opens the lightbox) and a row of thumbnails choosing it. */
export function MicroTourDetailGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const [isLightboxOpen, setIsLightboxOpen] = useState(false);
  const mainPicture = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const shown = selected + 1;

  if (total === 0) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl">
        <GalleryImage src={null} alt={t`${title}: no photos yet`} sizes={MAIN_SIZES} />
      </div>
    );
  }

  return (
    <div>
      <button
        ref={mainPicture}
        type="button"
        aria-label={t`Open photo ${shown} of ${total} full screen`}
        {...lightboxOpenerProps}
        onClick={() => setIsLightboxOpen(true)}
        className="group relative block aspect-video w-full cursor-zoom-in overflow-hidden rounded-xl bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <GalleryImage src={images[selected] ?? null} alt="" sizes={MAIN_SIZES} priority />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-stone-950/75 px-3 py-1 text-sm font-medium text-white transition-colors group-hover:bg-stone-950/90">
          <Expand aria-hidden="true" className="size-4" />
          {selected + 1} / {total}
        </span>
      </button>
      <LazyGalleryLightbox
        isOpen={isLightboxOpen}
        onOpenChange={setIsLightboxOpen}
        images={images}
        index={selected}
        onIndexChange={setSelected}
        title={title}
        onClosed={() => mainPicture.current?.focus()}
      />
      {total > 1 && (
        <ul
          aria-label={t`Photos`}
          className="mt-2 grid auto-cols-[calc((100%-1.5rem)/4)] grid-flow-col gap-2 overflow-x-auto p-1 sm:auto-cols-[7rem]"
        >
          {images.map((src, i) => {
            const number = i + 1;
            return (
              <li key={src}>
                <button
                  type="button"
                  aria-label={t`Show photo ${number} of ${total}`}
                  aria-pressed={i === selected}
                  onClick={() => setSelected(i)}
                  className={cn(
                    'block aspect-video w-full overflow-hidden rounded-md ring-2 ring-offset-2 transition',
                    'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700',
                    i === selected
                      ? 'ring-emerald-700'
                      : 'opacity-80 ring-transparent hover:opacity-100',
                  )}
                >
                  <GalleryImage src={src} alt="" sizes="112px" compact />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
