import { z } from 'zod';
import { reviewRules, reviewTextLength } from './review-rules.js';

export { reviewRules, reviewTextLength };

/** The trimmed length the minimum applies to; the maximum counts the text as written. */
const trimmedLength = (text: string) => reviewTextLength(text.trim());

export const reviewTextSchema = z
  .string()
  .refine((text) => trimmedLength(text) >= reviewRules.textMin, {
    message: `A review is at least ${reviewRules.textMin} characters.`,
  })
  .refine((text) => reviewTextLength(text) <= reviewRules.textMax, {
    message: `A review is at most ${reviewRules.textMax} characters.`,
  });

/** `POST /functions/v1/submit-review`: the form and the server read the same schema. */
export const submitReviewInputSchema = z.object({
  bookingId: z.guid(),
  rating: z.number().int().min(reviewRules.ratingMin).max(reviewRules.ratingMax),
  text: reviewTextSchema,
});
export type SubmitReviewInput = z.infer<typeof submitReviewInputSchema>;

export const submitReviewAnswerSchema = z.object({
  review: z.object({
    id: z.guid(),
    bookingId: z.guid(),
    rating: z.number().int(),
    text: z.string(),
    authorName: z.string(),
    tripMonth: z.string(),
    createdAt: z.string(),
  }),
  listing: z.object({ rating: z.number().nullable(), reviewCount: z.number().int() }),
});
export type SubmitReviewAnswer = z.infer<typeof submitReviewAnswerSchema>;

/** A row of `/rest/v1/reviews`: what anyone may read of a visible review. */
export const publicReviewSchema = z.object({
  id: z.guid(),
  tour_id: z.guid().nullable(),
  micro_tour_id: z.guid().nullable(),
  rating: z.number().int(),
  text: z.string(),
  author_name: z.string(),
  trip_month: z.string(),
  created_at: z.string(),
  verified: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const PUBLIC_REVIEW_COLUMNS =
  'id, tour_id, micro_tour_id, rating, text, author_name, trip_month, created_at, verified';

/** `my_trip_reviews()`: the member's trips that took place, each with its review if any. */
export const tripReviewSchema = z.object({
  bookingId: z.guid(),
  tourId: z.guid().nullable(),
  microTourId: z.guid().nullable(),
  title: z.string(),
  slug: z.string(),
  startDate: z.string(),
  review: z
    .object({
      id: z.guid(),
      rating: z.number().int(),
      text: z.string(),
      createdAt: z.string(),
      hidden: z.boolean(),
    })
    .nullable(),
});
export const tripReviewsSchema = z.array(tripReviewSchema);
export type TripReview = z.infer<typeof tripReviewSchema>;

/** `admin_reviews()`: one page of every review, hidden ones with their reason. */
export const adminReviewSchema = z.object({
  id: z.guid(),
  rating: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  tripMonth: z.string(),
  createdAt: z.string(),
  title: z.string(),
  kind: z.enum(['tour', 'micro_tour']),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** Written for the demo catalogue by a demo account (migration 0060). */
  demo: z.boolean(),
});
export const adminReviewsPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(adminReviewSchema),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const hideReviewInputSchema = z.object({
  reviewId: z.guid(),
  hidden: z.boolean(),
  reason: z.string().max(reviewRules.hideReasonMax).optional(),
});
