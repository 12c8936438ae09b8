import '../messages';
import { FORMER_MEMBER_NAME } from '@app/domain/db-rules';
import { useLingui } from '@lingui/react/macro';

/**
 * A review's author as stored, or 'Former member' in the page's language when the author
 * deleted their account (migration 0071 keeps the review under that name).
 */
export function useReviewAuthor(authorName: string): string {
  const { t } = useLingui();
  return authorName === FORMER_MEMBER_NAME ? t`Former member` : authorName;
}

export function ReviewAuthor({ name }: { name: string }) {
  return <>{useReviewAuthor(name)}</>;
}
