/** Set only while the gateway renders a list page's first screen (app/list-first-screen.tsx). */
let renderOrigin: string | undefined;

/**
 * The origin the site's own pictures are named at: the page's, or, in the gateway's render of a
 * list page's first screen, the origin it read the page at (as the first card's preload does).
 */
export function siteOrigin(): string {
  return renderOrigin ?? window.location.origin;
}

/** Runs a synchronous render without a window whose pictures are named at `origin`. */
export function renderedAt<T>(origin: string, render: () => T): T {
  renderOrigin = origin;
  try {
    return render();
  } finally {
    renderOrigin = undefined;
  }
}
