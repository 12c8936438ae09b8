import type { ComponentProps } from 'react';
import { imageSrcSet, resizedImageUrl } from '../../lib/image-urls';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string;
  /** The rendered width in CSS, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** Above-the-fold pictures load at once with high priority; the rest lazily. */
  priority?: boolean;
};

/**
 * A storage picture in several widths (WebP where accepted). The caller gives the box a fixed
 * aspect ratio (e.g. `aspect-video`) so nothing shifts when the picture arrives.
 */
export function ResponsiveImage({
  src,
  sizes,
  priority = false,
  alt = '',
  width = 1280,
  height = 720,
  ...props
}: ResponsiveImageProps) {
  return (
    <img
      src={resizedImageUrl(src, 960)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
}
