import { Trans } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from './responsive-image';
import { cn } from '../../lib/cn';

type GalleryImageProps = {
  src: string | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** 'cover' fills the box, 'contain' shows the whole picture (the lightbox). */
  fit?: 'cover' | 'contain';
  /** A small tile (a thumbnail) shows only the icon. */
  compact?: boolean;
};

/**
 * A picture that fills its parent box (which sets the aspect ratio), or a quiet tile when the
 * picture is missing or fails to load.
 */
export function GalleryImage({
  src,
  alt,
  sizes,
  priority,
  fit = 'cover',
  compact = false,
}: GalleryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-emerald-50 to-stone-200 text-stone-600"
      >
        <ImageOff aria-hidden="true" className={compact ? 'size-5' : 'size-10'} />
        {!compact && (
          <span className="text-sm font-medium">
            <Trans>Photo unavailable</Trans>
          </span>
        )}
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={sizes}
      priority={priority}
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={cn('h-full w-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
    />
  );
}
