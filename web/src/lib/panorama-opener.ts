import { createContext, useContext } from 'react';

/** A micro-tour's panorama as the 'VR Ready' control hands it to the viewer (decision 032). */
export interface PanoramaToOpen {
  /** The stored equirectangular JPEG (`/storage/v1/object/public/panoramas/…`). */
  url: string;
  isIllustration: boolean;
  /** The micro-tour's title, in the page's language. */
  title: string;
  /** Where focus returns when the viewer closes. */
  trigger: HTMLElement;
}

/**
 * Opens the 360° viewer. The app provides it (app/panorama-host.tsx), which loads the viewer
 * only when it is first opened; features reach it here without importing each other.
 */
export const PanoramaOpenerContext = createContext<((panorama: PanoramaToOpen) => void) | null>(
  null,
);

export const usePanoramaOpener = () => useContext(PanoramaOpenerContext);
