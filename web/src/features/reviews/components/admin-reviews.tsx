import '../messages';
import { formatCalendarDay, formatMoment } from '@app/domain/locale-format';
import { reviewRules } from '@app/domain/review-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/error-text';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  useAdminReviews,
  useSetReviewHidden,
} from '../api/admin-reviews';
import { useReviewAuthor } from './review-author';
import { ReviewPager } from './review-pager';
import { ReviewStars } from './review-stars';

function HideForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const { t } = useLingui();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const hide = useSetReviewHidden();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setProblem(t`Say why the review is hidden: its author is told.`);
    hide.mutate(
      { reviewId: review.id, hidden: true, reason },
      { onSuccess: onDone, onError: (error) => setProblem(errorText(error)) },
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-col gap-2">
      <label htmlFor={reasonId} className="text-sm font-medium text-stone-900">
        <Trans>Reason (the author is told)</Trans>
      </label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={reviewRules.hideReasonMax}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
        className="rounded-md border border-stone-300 p-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
      />
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={hide.isPending}>
          <Trans>Hide review</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function AdminReviewItem({ review }: { review: AdminReview }) {
  const locale = useLocale();
  const [isHiding, setIsHiding] = useState(false);
  const show = useSetReviewHidden();
  const month = formatCalendarDay(`${review.tripMonth}-01`, 'monthYear', locale);
  const author = useReviewAuthor(review.authorName);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 text-stone-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-stone-900">{review.title}</span>
        <ReviewStars rating={review.rating} />
        <span className="text-sm">
          <Trans>
            {author}, travelled in {month}
          </Trans>
        </span>
        {review.demo && (
          <span className="text-sm text-stone-600">
            <Trans>Demo review</Trans>
          </span>
        )}
        <span className="text-sm text-stone-500">
          {formatMoment(review.createdAt, 'dayTime', locale)}
        </span>
      </div>
      <p className="mt-2 break-words whitespace-pre-line">{review.text}</p>
      {review.hiddenAt ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span className="font-medium text-amber-800">
            <Trans>Hidden: {review.hiddenReason}</Trans>
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={show.isPending}
            onClick={() => show.mutate({ reviewId: review.id, hidden: false, reason: '' })}
          >
            <Trans>Show again</Trans>
          </Button>
        </div>
      ) : isHiding ? (
        <HideForm review={review} onDone={() => setIsHiding(false)} />
      ) : (
        <Button size="sm" variant="outline" className="mt-2" onClick={() => setIsHiding(true)}>
          <Trans>Hide…</Trans>
        </Button>
      )}
    </li>
  );
}

/** The admin's list of every review, newest first, to hide one with a reason (audited). */
export function AdminReviews() {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useAdminReviews(page);
  if (isPending) {
    return (
      <p className="text-stone-600">
        <Trans>Loading reviews...</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Reviews could not be loaded.</Trans>
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / ADMIN_REVIEWS_PAGE_SIZE));
  return (
    <section className="flex flex-col gap-4" aria-label={t`Reviews, newest first`}>
      {data.total === 0 ? (
        <p className="text-stone-600">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {data.rows.map((review) => (
            <AdminReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
      <ReviewPager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
