import '../messages';
import { formatCalendarDay } from '@app/domain/locale-format';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewedListing,
  useListingReviews,
} from '../api/get-listing-reviews';
import { ReviewAuthor } from './review-author';
import { ReviewPager } from './review-pager';
import { ReviewStars } from './review-stars';

/**
 * How reviews are checked, beside them, as EU consumer law asks (Directive 2005/29/EC, Annex I
 * 23b and Article 7(6), as amended by Directive (EU) 2019/2161): whether and how the reviews come
 * from people who bought and went.
 */
function HowReviewsAreChecked({ demo }: { demo: boolean }) {
  return (
    <details className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-stone-700">
      <summary className="cursor-pointer font-semibold text-emerald-900">
        <Trans>How reviews are checked</Trans>
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>
          <Trans>
            Only travellers who booked this trip on EcoTours can review it, once per booking, and
            only after the trip took place: they were checked in on the day, or its start date has
            passed. Every review here comes from such a booking.
          </Trans>
        </p>
        <p>
          <Trans>
            We publish every review, good or bad, newest first, and never pay for reviews or edit
            them. We hide a review only when it breaks our rules (for example, it is not about the
            trip or shares personal data), and we tell its author why. The rating is the average of
            the reviews shown.
          </Trans>
        </p>
        {demo && (
          <p>
            <Trans>
              Reviews marked ‘Demo review’ belong to this demonstration catalogue: demo accounts
              wrote them for trips booked in the demo, not real travellers.
            </Trans>
          </p>
        )}
      </div>
    </details>
  );
}

/**
 * A tour's or micro-tour's reviews: newest first, paged, each from a verified traveller or, in
 * the demo catalogue, marked as the demo's.
 */
export function ListingReviews({ listing }: { listing: ReviewedListing }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useListingReviews(listing, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE)) : 1;
  const month = (tripMonth: string) => formatCalendarDay(`${tripMonth}-01`, 'monthYear', locale);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold text-stone-900">
        <Trans>Reviews</Trans>
        {data && data.total > 0 && (
          <span className="ml-2 text-base font-normal text-stone-600">
            <Plural value={data.total} one="(# review)" other="(# reviews)" />
          </span>
        )}
      </h2>
      <HowReviewsAreChecked demo={data?.rows.some((review) => review.demo) ?? false} />
      {isPending ? (
        <p className="text-stone-600">
          <Trans>Loading reviews...</Trans>
        </p>
      ) : isError ? (
        <p role="alert" className="text-red-700">
          <Trans>Reviews could not be loaded.</Trans>
        </p>
      ) : data.total === 0 ? (
        <p className="text-stone-600">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-4" aria-label={t`Reviews, newest first`}>
            {data.rows.map((review) => (
              <li
                key={review.id}
                className="rounded-lg border border-stone-200 bg-white p-4 text-stone-700"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <ReviewStars rating={review.rating} />
                  <span className="font-semibold text-stone-900">
                    <ReviewAuthor name={review.author_name} />
                  </span>
                  {review.demo ? (
                    <span className="inline-flex items-center gap-1 text-sm text-stone-600">
                      <FlaskConical aria-hidden="true" className="size-4" />
                      <Trans>Demo review</Trans>
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-sm text-emerald-800">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      <Trans>Verified traveller</Trans>
                    </span>
                  )}
                  <span className="text-sm text-stone-600">
                    <Trans>Travelled in {month(review.trip_month)}</Trans>
                  </span>
                </div>
                {/* Markup a traveller typed is text: React escapes it. */}
                <p className="mt-2 break-words whitespace-pre-line">{review.text}</p>
              </li>
            ))}
          </ol>
          <ReviewPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
