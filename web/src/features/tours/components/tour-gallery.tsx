import '../messages';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import {
  LazyGalleryLightbox,
  lightboxOpenerProps,
} from '../../../components/ui/lazy-gallery-lightbox';
import { TourImage } from './tour-image';

/** The tour's pictures as a grid of thumbnails; each opens the full-screen lightbox. */
export function TourGallery({ title, images }: { title: string; images: readonly string[] }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const openedFrom = useRef<number | null>(null);
  if (images.length === 0) return null;

  function handleOpen(i: number) {
    openedFrom.current = i;
    setIndex(i);
    setOpen(true);
  }

  return (
    <>
      <ul aria-label={t`Gallery`} className="grid grid-cols-3 gap-2 lg:grid-cols-5">
        {images.map((src, i) => {
          const number = i + 1;
          const total = images.length;
          return (
            <li key={src}>
              <button
                type="button"
                ref={(button) => {
                  buttons.current[i] = button;
                }}
                aria-label={t`Open photo ${number} of ${total} full screen`}
                {...lightboxOpenerProps}
                onClick={() => handleOpen(i)}
                className="relative block aspect-video w-full cursor-zoom-in overflow-hidden rounded-lg bg-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                <TourImage
                  src={src}
                  title={title}
                  sizes="(min-width: 1152px) 220px, (min-width: 1024px) 19vw, 32vw"
                  initialsClassName="text-xl"
                  isCompact
                />
              </button>
            </li>
          );
        })}
      </ul>
      <LazyGalleryLightbox
        isOpen={isOpen}
        onOpenChange={setOpen}
        images={images}
        index={index}
        onIndexChange={setIndex}
        title={title}
        onClosed={() => {
          if (openedFrom.current !== null) buttons.current[openedFrom.current]?.focus();
        }}
      />
    </>
  );
}
