import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@app/domain/constants';
import { PUBLIC_OBJECT_PATH } from '@app/domain/storage-urls';

const RENDER_PREFIX = '/storage/v1/render/image/public/';
/** The width a browser that ignores srcset gets. */
const FALLBACK_WIDTH = 960;

/**
 * Our own storage's public URL for an object, as stored in the catalogue, in the form the
 * resizing endpoint understands; null for pictures hosted elsewhere. `origin` is the site's:
 * the page's in the browser, SITE_URL's in the gateway.
 */
function toRenderPath(src: string, origin: string): string | null {
  let path = src;
  if (/^https?:\/\//.test(src)) {
    const url = new URL(src);
    if (url.origin !== origin) return null;
    path = url.pathname;
  }
  if (!path.startsWith(PUBLIC_OBJECT_PATH)) return null;
  return RENDER_PREFIX + path.slice(PUBLIC_OBJECT_PATH.length);
}

/** A resized copy (WebP for browsers that accept it) of one of our storage pictures. */
function resizedImageUrl(src: string, width: (typeof IMAGE_WIDTHS)[number], origin: string) {
  const renderPath = toRenderPath(src, origin);
  if (!renderPath) return src;
  return `${renderPath}?width=${width}&quality=${IMAGE_QUALITY}`;
}

/**
 * srcset for one of our storage pictures, or undefined for a picture hosted elsewhere. The
 * browser picks a width by the rendered size and pixel density; the server renders only these.
 */
function imageSrcSet(src: string, origin: string) {
  if (!toRenderPath(src, origin)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${resizedImageUrl(src, width, origin)} ${width}w`).join(', ');
}

/**
 * What a ResponsiveImage of `src` asks for, the `src` and `srcSet` of its <img>, on a site at
 * `origin`; the gateway preloads the same for the first card of a list (decision 023).
 */
export function responsiveImageSources(src: string, origin: string) {
  return {
    src: resizedImageUrl(src, FALLBACK_WIDTH, origin),
    srcSet: imageSrcSet(src, origin),
  };
}
