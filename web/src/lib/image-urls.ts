import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@app/domain/constants';
import { PUBLIC_OBJECT_PATH } from '@app/domain/storage-urls';

const RENDER_PREFIX = '/storage/v1/render/image/public/';

/**
 * Our own storage's public URL for an object, as stored in the catalogue, in the form the
 * resizing endpoint understands; null for pictures hosted elsewhere.
 */
function toRenderPath(src: string): string | null {
  let path = src;
  if (/^https?:\/\//.test(src)) {
    const url = new URL(src);
    if (typeof window === 'undefined' || url.origin !== window.location.origin) return null;
    path = url.pathname;
  }
  if (!path.startsWith(PUBLIC_OBJECT_PATH)) return null;
  return RENDER_PREFIX + path.slice(PUBLIC_OBJECT_PATH.length);
}

/** A resized copy (WebP for browsers that accept it) of one of our storage pictures. */
export function resizedImageUrl(
  src: string,
  width: (typeof IMAGE_WIDTHS)[number],
  quality = IMAGE_QUALITY,
): string {
  const renderPath = toRenderPath(src);
  if (!renderPath) return src;
  return `${renderPath}?width=${width}&quality=${quality}`;
}

/**
 * srcset for one of our storage pictures, or undefined for a picture hosted elsewhere. The
 * browser picks a width by the rendered size and pixel density; the server renders only these.
 */
export function imageSrcSet(
  src: string,
  widths: readonly (typeof IMAGE_WIDTHS)[number][] = IMAGE_WIDTHS,
) {
  if (!toRenderPath(src)) return undefined;
  return widths.map((width) => `${resizedImageUrl(src, width)} ${width}w`).join(', ');
}
