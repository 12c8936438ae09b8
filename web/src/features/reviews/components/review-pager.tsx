import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

/** Newer and older pages of a list of reviews, newest first; nothing when they fit one page. */
export function ReviewPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Review pages`} className="flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Trans>Newer reviews</Trans>
      </Button>
      <span className="text-sm text-stone-600">
        <Trans>
          Page {page + 1} of {pages}
        </Trans>
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Older reviews</Trans>
      </Button>
    </nav>
  );
}
