import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { getPaginationWindow } from '../../lib/pagination-window';
import { Button } from './button';
import { memo } from 'react';

/** Previous, up to five numbered pages around the current one, and next. Hidden for one page. */
export const Pagination = memo(function Pagination({
  page,
  totalPages,
  onPageChange,
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t`Previous page`}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">
              <Trans>Previous</Trans>
            </span>
          </Button>
        </li>
        {getPaginationWindow(page, totalPages).map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <Button
                variant={isCurrent ? 'primary' : 'outline'}
                size="icon"
                aria-label={t`Page ${number}`}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => !isCurrent && onPageChange(number)}
                className={cn(isCurrent && 'cursor-default')}
              >
                {number}
              </Button>
            </li>
          );
        })}
        <li>
          <Button
            variant="outline"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t`Next page`}
          >
            <span className="hidden sm:inline">
              <Trans>Next</Trans>
            </span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
});
