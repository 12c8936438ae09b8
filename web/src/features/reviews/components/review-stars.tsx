import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';

/** A review's stars, read out as 'Rated 4 out of 5'. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <span role="img" aria-label={t`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={
            value <= rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-stone-300'
          }
        />
      ))}
    </span>
  );
}
