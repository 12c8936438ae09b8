import { createContext, useContext } from 'react';

/**
 * The site's origin for a render without a window: the gateway's render of a list page's first
 * screen (app/list-first-screen.tsx) names the site's own pictures with the origin it reads them
 * at, as the first card's preload does.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

/** The origin pictures are asked at: the page's own, or the server render's. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
