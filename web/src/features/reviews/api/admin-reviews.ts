import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type AdminReview, adminReviewsPageSchema } from '@app/domain/reviews';
import { reviewKeys } from '../../../lib/review-keys';
import { getSupabase } from '../../../lib/supabase';

export const ADMIN_REVIEWS_PAGE_SIZE = 25;

export type { AdminReview };

/** One page of every review, hidden ones with their reason (admin_reviews(), admins only). */
export async function getAdminReviews(
  page: number,
): Promise<{ total: number; rows: AdminReview[] }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_reviews', {
    p_page: page + 1,
    p_page_size: ADMIN_REVIEWS_PAGE_SIZE,
  });
  if (error) throw error;
  return adminReviewsPageSchema.parse(data);
}

export const adminReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.admin(page),
    queryFn: () => getAdminReviews(page),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (page: number) => useQuery(adminReviewsQueryOptions(page));

/** Hides a review with a reason, or shows it again: audited, the rating follows (SQL). */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reviewId: string; hidden: boolean; reason: string }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('set_review_hidden', {
        p_review_id: input.reviewId,
        p_hidden: input.hidden,
        p_reason: input.reason,
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
