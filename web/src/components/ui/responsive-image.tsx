import { type ComponentProps, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { responsiveImageSources } from '../../lib/image-urls';
import { retryDelayOf } from '../../lib/picture-retry';
import { siteOrigin } from '../../lib/site-origin';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string;
  /** The rendered width in CSS, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /** Above-the-fold pictures load at once with high priority; the rest lazily. */
  priority?: boolean;
};

/** Where a picture is: loading (or shown), waiting to be asked again, or asked again. */
type Attempt = { src: string; phase: 'first' | 'waiting' | 'again' };

/**
 * A storage picture in several widths (WebP where accepted). The caller gives the box a fixed
 * aspect ratio (e.g. `aspect-video`) so nothing shifts when the picture arrives.
 *
 * When a resized copy is refused for a while (429 or 503, the render limits), the picture is
 * asked for once more after the answer's `Retry-After`, and only then is `onError` called (the
 * caller's letter tile); meanwhile the box stays empty.
 */
export function ResponsiveImage({
  src,
  sizes,
  priority = false,
  alt = '',
  width = 1280,
  height = 720,
  onError,
  ...props
}: ResponsiveImageProps) {
  const [attempt, setAttempt] = useState<Attempt>({ src, phase: 'first' });
  const phase = attempt.src === src ? attempt.phase : 'first';
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const sources = responsiveImageSources(src, siteOrigin());

  function handleError(event: SyntheticEvent<HTMLImageElement>) {
    const failedUrl = event.currentTarget.currentSrc || event.currentTarget.src;
    if (phase !== 'first' || !sources.srcSet) {
      onError?.(event);
      return;
    }
    setAttempt({ src, phase: 'waiting' });
    void retryDelayOf(failedUrl).then((delayMs) => {
      if (!mounted.current) return;
      if (delayMs === null) {
        onError?.(event);
        return;
      }
      window.setTimeout(() => {
        if (mounted.current) setAttempt({ src, phase: 'again' });
      }, delayMs);
    });
  }

  return (
    <img
      // A new element for the second try, so the browser asks the server again.
      key={phase === 'again' ? 'again' : 'first'}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={handleError}
      {...props}
      style={phase === 'waiting' ? { ...props.style, visibility: 'hidden' } : props.style}
    />
  );
}
