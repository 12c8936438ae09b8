import '../messages';
import { formatCalendarDay, formatNumber } from '@app/domain/locale-format';
import { isReviewTextValid, reviewRules, reviewTextLength } from '@app/domain/review-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/error-text';
import { type TripReview, useTripReviews } from '../api/get-trip-reviews';
import { useSubmitReview } from '../api/submit-review';
import { ReviewStars } from './review-stars';

/** Stars as a radio group: one tab stop, arrows choose, as native radios do. */
function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const { t } = useLingui();
  const name = useId();
  const legendId = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className="mb-1 text-sm font-medium text-stone-900">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
              aria-label={t`${rating} out of 5 stars`}
            />
            <Star
              aria-hidden="true"
              className={
                rating <= value ? 'size-7 fill-amber-400 text-amber-500' : 'size-7 text-stone-400'
              }
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReviewForm({ trip }: { trip: TripReview }) {
  const { t } = useLingui();
  const locale = useLocale();
  const textId = useId();
  const counterId = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = useSubmitReview();
  const length = reviewTextLength(text);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return setProblem(t`Choose from 1 to 5 stars.`);
    if (!isReviewTextValid(text)) {
      const min = formatNumber(reviewRules.textMin, locale);
      const max = formatNumber(reviewRules.textMax, locale);
      return setProblem(t`Write ${min} to ${max} characters.`);
    }
    setProblem(undefined);
    submit.mutate(
      { bookingId: trip.bookingId, rating, text },
      { onError: (error) => setProblem(errorText(error)) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-col gap-3">
      <StarPicker value={rating} onChange={setRating} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-stone-900">
          <Trans>Your review</Trans>
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          aria-describedby={counterId}
          className="rounded-md border border-stone-300 p-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
        />
        <p id={counterId} className="text-sm text-stone-600" aria-live="polite">
          <Trans>
            {formatNumber(length, locale)} of {formatNumber(reviewRules.textMax, locale)} characters
            (at least {formatNumber(reviewRules.textMin, locale)})
          </Trans>
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={submit.isPending}>
          <Trans>Publish review</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The dashboard's Reviews tab: the member's trips that took place, to review once each. */
export function TripReviews({ userId }: { userId: string }) {
  const locale = useLocale();
  const { data, isPending, isError } = useTripReviews(userId);
  if (isPending) {
    return (
      <p className="text-stone-600">
        <Trans>Loading your trips...</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Your trips could not be loaded.</Trans>
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-stone-600">
        <Trans>Once a trip has taken place, you can review it here.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {data.map((trip) => (
        <li key={trip.bookingId} className="rounded-lg border border-stone-200 bg-white p-4">
          <h3 className="font-semibold text-stone-900">
            <Link
              to={trip.tourId ? `/tours/${trip.slug}` : `/micro-tours/${trip.slug}`}
              className="hover:underline"
            >
              {trip.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">
            {formatCalendarDay(trip.startDate, 'longDay', locale)}
          </p>
          {trip.review ? (
            <div className="mt-2 text-stone-700">
              <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
                <ReviewStars rating={trip.review.rating} />
                {trip.review.hidden ? (
                  <Trans>Your review is hidden by our team.</Trans>
                ) : (
                  <Trans>Your review is published.</Trans>
                )}
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{trip.review.text}</p>
            </div>
          ) : (
            <ReviewForm trip={trip} />
          )}
        </li>
      ))}
    </ul>
  );
}
