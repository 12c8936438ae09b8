import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { memo } from 'react';

/** Previous / 'Page X of Y' / Next; nothing when everything fits on one page. */
export const TourPagination = memo(function TourPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className="mt-10 flex items-center justify-center gap-4">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-stone-700">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <Button
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
});
