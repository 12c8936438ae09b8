import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from './generated/db-rules.js';

/** A review's limits, as the database checks them (migration 0056). No zod: pages read it. */
export const reviewRules = {
  ratingMin: 1,
  ratingMax: 5,
  textMin: REVIEW_TEXT_MIN_LENGTH,
  textMax: REVIEW_TEXT_MAX_LENGTH,
  hideReasonMax: REVIEW_HIDE_REASON_MAX_LENGTH,
} as const;

/**
 * Characters as PostgreSQL's char_length counts them (code points), not UTF-16 units: an emoji
 * is one character on both sides.
 */
export const reviewTextLength = (text: string) => [...text].length;

/** Whether a text is within the limits: the minimum counts it trimmed, the maximum as written. */
export const isReviewTextValid = (text: string) =>
  reviewTextLength(text.trim()) >= reviewRules.textMin &&
  reviewTextLength(text) <= reviewRules.textMax;
