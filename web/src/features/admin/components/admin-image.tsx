import '../messages';
import { useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A picture filling a box the caller sized (say `aspect-video`): the file itself rather than a
 * resized copy, so an admin sees a replacement at once; a grey tile when it is missing or broken.
 */
export function AdminImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t } = useLingui();
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={src ? t`${alt} (could not be loaded)` : t`${alt} (none)`}
        className={cn(
          'flex size-full items-center justify-center bg-stone-100 text-stone-400',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={640}
      height={360}
      onError={() => setFailedSrc(src)}
      className={cn('size-full object-cover', className)}
    />
  );
}
