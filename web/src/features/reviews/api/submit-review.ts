import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from '../../../lib/review-keys';
import { callServerFunction, newIdempotencyKey } from '../../../lib/server-function';

export interface SubmitReviewBody {
  bookingId: string;
  rating: number;
  text: string;
}

/** POST /functions/v1/submit-review: the rules are the server's (migration 0056). */
export const submitReview = (body: SubmitReviewBody) =>
  callServerFunction<unknown>(
    'submit-review',
    { ...body },
    newIdempotencyKey(),
    'Could not publish the review',
  );

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
