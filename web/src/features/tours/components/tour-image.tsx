import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { cn } from '../../../lib/cn';
import { getInitials } from '../lib/tour-labels';

type TourImageProps = {
  src: string | null;
  /** The tour's title: its initials fill the tile shown when there is no picture. */
  title: string;
  alt?: string;
  sizes: string;
  priority?: boolean;
  /** Size of the initials in the fallback tile. */
  initialsClassName?: string;
  /** Small tiles show only the icon of the 'No image' badge. */
  isCompact?: boolean;
};

/**
 * A tour picture filling its (fixed aspect ratio) box, or a tile with the tour's initials and a
 * 'No image' badge when the picture is missing or fails to load.
 */
export function TourImage({
  src,
  title,
  alt = '',
  sizes,
  priority,
  initialsClassName = 'text-4xl',
  isCompact = false,
}: TourImageProps) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <ResponsiveImage
        src={src}
        sizes={sizes}
        priority={priority}
        alt={alt}
        className="absolute inset-0 h-full w-full object-cover"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt ? t`${alt} (no image)` : undefined}
      className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-emerald-700 to-teal-900"
    >
      <span
        aria-hidden="true"
        className={cn('font-bold tracking-wide text-white/90', initialsClassName)}
      >
        {getInitials(title)}
      </span>
      <span
        aria-hidden={alt ? true : undefined}
        className={cn(
          'absolute inline-flex items-center gap-1 rounded-full bg-white/90 text-xs font-medium text-stone-700',
          isCompact ? 'right-1.5 bottom-1.5 p-1' : 'right-3 bottom-3 px-2 py-0.5',
        )}
      >
        <ImageOff aria-hidden="true" className="size-3" />
        <span className={isCompact ? 'sr-only' : undefined}>
          <Trans>No image</Trans>
        </span>
      </span>
    </div>
  );
}
