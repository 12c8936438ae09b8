import { submitReviewAnswerSchema, submitReviewInputSchema } from '@app/domain/reviews';
import type { RateLimit, RateLimiter } from '../platform/rate-limiter.js';
import { toMoneyRefusal } from '../wallet/money-call.js';
import { FunctionError } from './function-errors.js';
import { waitText } from './public-form-limits.js';
import { defineFunction } from './server-function.js';

export interface ReviewFunctionDeps {
  /** The shared counters (auth.rate_limits), so every gateway counts the same attempts. */
  limiter: RateLimiter;
  /** Attempts one member may make (any outcome); 10 an hour unless a test says otherwise. */
  perMember?: RateLimit;
}

export const defaultReviewLimit: RateLimit = { max: 10, windowSeconds: 3600 };

/**
 * `POST /functions/v1/submit-review {bookingId, rating, text}`: a member reviews their own
 * booking that took place (migration 0056, public.submit_review holds every rule). Without a
 * session 401; the text is stored as written and every page shows it as text.
 */
export function createSubmitReviewFunction(deps: ReviewFunctionDeps) {
  const limit = deps.perMember ?? defaultReviewLimit;
  return defineFunction({
    name: 'submit-review',
    // Checked here rather than by the route: a visitor is asked to sign in (401), not refused.
    access: 'anyone',
    body: submitReviewInputSchema,
    async handle({ caller, body, callFunction }) {
      if (!caller.userId || caller.role !== 'authenticated') {
        throw new FunctionError('review_sign_in_required', 'Sign in to review a trip.');
      }
      const exceeded = await deps.limiter.hit([
        { bucket: `submitReviewPerMember:${caller.userId}`, limit },
      ]);
      if (exceeded) {
        throw new FunctionError(
          'rate_limited',
          `Too many reviews sent. Please try again ${waitText(exceeded.retryAfterSeconds)}.`,
          { retryAfterSeconds: exceeded.retryAfterSeconds },
        );
      }
      try {
        const answer = await callFunction<unknown>(caller, 'public.submit_review', [
          body.bookingId,
          body.rating,
          body.text,
        ]);
        return submitReviewAnswerSchema.parse(answer);
      } catch (error) {
        throw toMoneyRefusal(error) ?? error;
      }
    },
  });
}
