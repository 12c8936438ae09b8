import { PANORAMA_PHONE_WIDTH, PANORAMA_STILL_WIDTH } from '@app/domain/panorama';

const rendered = (url: string, width: number) =>
  `${url.replace('/storage/v1/object/public/', '/storage/v1/render/image/public/')}?width=${width}`;

/** What the sphere shows: the whole picture on a large screen, a 2048-wide render on a phone. */
export function spherePictureUrl(url: string, isSmallScreen: boolean): string {
  return isSmallScreen ? rendered(url, PANORAMA_PHONE_WIDTH) : url;
}

/** The still picture shown where WebGL is missing. */
export const stillPictureUrl = (url: string) => rendered(url, PANORAMA_STILL_WIDTH);

/** Whether this browser can draw the sphere. */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
