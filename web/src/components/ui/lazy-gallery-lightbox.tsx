import { lazy, Suspense, useState } from 'react';
import type { GalleryLightboxProps } from './gallery-lightbox';

// The lightbox (and Radix's dialog under it) loads when a picture is first opened, so a page
// renders its pictures without waiting for it (decision 014).
const loadGalleryLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(() =>
  loadGalleryLightbox().then((module) => ({ default: module.GalleryLightbox })),
);

function preloadGalleryLightbox() {
  void loadGalleryLightbox();
}

/**
 * What every button that opens the lightbox carries: the dialog it opens, and the fetch of the
 * lightbox's code while the pointer or the focus is on its way to a picture.
 */
export const lightboxOpenerProps = {
  'aria-haspopup': 'dialog',
  onPointerEnter: preloadGalleryLightbox,
  onFocus: preloadGalleryLightbox,
} as const;

/**
 * The gallery lightbox, loaded when it is first opened and kept mounted from then on, so that
 * closing it animates and returns the focus.
 */
export function LazyGalleryLightbox(props: GalleryLightboxProps) {
  const [wasOpened, setWasOpened] = useState(props.isOpen);
  // Remembered during render (React's "state from previous renders"), so no effect is needed.
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <GalleryLightbox {...props} />
    </Suspense>
  );
}
