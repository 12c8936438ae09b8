import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { reviewKeys } from '../../../lib/review-keys';

export const REVIEWS_PAGE_SIZE = 5;

export type ReviewedListing = { kind: 'tour' | 'micro_tour'; id: string };

export interface ListingReview {
  id: string;
  rating: number;
  text: string;
  author_name: string;
  trip_month: string;
  created_at: string;
  /** Written for the demo catalogue by a demo account, not by a traveller who went. */
  demo: boolean;
}

/** One page of a listing's visible reviews, newest first, with their total (/rest/v1/reviews). */
export async function getListingReviews(
  listing: ReviewedListing,
  page: number,
): Promise<{ rows: ListingReview[]; total: number }> {
  const catalogue = await getCatalogue();
  const from = page * REVIEWS_PAGE_SIZE;
  const { data, error, count } = await catalogue
    .from('reviews')
    .select('id, rating, text, author_name, trip_month, created_at, demo', { count: 'exact' })
    .eq(listing.kind === 'tour' ? 'tour_id' : 'micro_tour_id', listing.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + REVIEWS_PAGE_SIZE - 1);
  if (error) throw error;
  const rows = (data ?? []).flatMap((row) =>
    row.id && row.rating !== null && row.text !== null && row.author_name && row.trip_month
      ? [
          {
            id: row.id,
            rating: row.rating,
            text: row.text,
            author_name: row.author_name,
            trip_month: row.trip_month,
            created_at: row.created_at ?? '',
            demo: row.demo === true,
          },
        ]
      : [],
  );
  return { rows, total: count ?? rows.length };
}

export const listingReviewsQueryOptions = (listing: ReviewedListing, page: number) =>
  queryOptions({
    queryKey: reviewKeys.listing(listing.kind, listing.id, page),
    queryFn: () => getListingReviews(listing, page),
    placeholderData: keepPreviousData,
  });

export const useListingReviews = (listing: ReviewedListing, page: number) =>
  useQuery(listingReviewsQueryOptions(listing, page));
