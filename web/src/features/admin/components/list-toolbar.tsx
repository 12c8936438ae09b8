import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ADMIN_SEARCH_MAX } from '@app/domain/admin-lists';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { useTypedSearch } from '../../../lib/use-typed-search';
import type { ListUrlState } from '../hooks/use-list-url-state';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount, pageCount, showingText, sortValue } from '../lib/list-state';

export interface SortOption<Sort extends string> {
  sort: Sort;
  descending: boolean;
  label: MessageDescriptor;
}

/** A search box that sends its text after a pause in typing; Escape clears it. */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const [text, setText, searchNow] = useTypedSearch(value, onSearch);

  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        maxLength={ADMIN_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || text === '') return;
          event.preventDefault();
          searchNow('');
        }}
        className="pl-9"
      />
    </div>
  );
}

/** The list's search, its sort and any filters, above the rows. */
export function ListToolbar<Sort extends string>({
  list,
  searchLabel,
  searchPlaceholder,
  sortOptions,
  children,
}: {
  list: ListUrlState<Sort>;
  searchLabel?: string;
  searchPlaceholder?: string;
  sortOptions?: readonly SortOption<Sort>[];
  /** Filters of the list, shown after the sort. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      {searchLabel && (
        <ListSearch
          value={list.state.search}
          onSearch={list.setSearch}
          label={searchLabel}
          placeholder={searchPlaceholder}
          className="sm:min-w-64 sm:flex-1"
        />
      )}
      {sortOptions && sortOptions.length > 1 && (
        <SelectField
          id={sortId}
          label={t`Sort by`}
          className="sm:w-56"
          value={sortValue(list.state.sort, list.state.descending)}
          onValueChange={(value) => {
            const option = sortOptions.find(
              (entry) => sortValue(entry.sort, entry.descending) === value,
            );
            if (option) list.setSort(option.sort, option.descending);
          }}
        >
          {sortOptions.map((option) => (
            <option
              key={sortValue(option.sort, option.descending)}
              value={sortValue(option.sort, option.descending)}
            >
              {t(option.label)}
            </option>
          ))}
        </SelectField>
      )}
      {children}
    </div>
  );
}

/** 'Showing 26–50 of 100,000', then Previous, the page number and Next. */
export function ListPager({
  page,
  pageSize,
  total,
  onPageChange,
  label,
}: {
  page: number;
  pageSize: number;
  /** Undefined before the first page has come. */
  total: number | undefined;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const pages = pageCount(total ?? 0, pageSize);
  const pageText = formatCount(page, locale);
  const pagesText = formatCount(pages, locale);
  return (
    <nav
      aria-label={label ?? t`Pages`}
      className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="min-h-5 text-sm text-stone-600 tabular-nums" aria-live="polite">
        {total === undefined ? '' : showingText(page, pageSize, total, locale)}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1 || total === undefined}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </Button>
        <span className="min-w-28 text-center text-sm text-stone-700 tabular-nums">
          <Trans>
            Page {pageText} of {pagesText}
          </Trans>
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages || total === undefined}
          onClick={() => onPageChange(page + 1)}
        >
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

/** The rows of a list: dimmed and marked busy while the next page loads in their place. */
export function ListRows({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <div
      aria-busy={isBusy}
      className={cn('transition-opacity', isBusy && 'pointer-events-none opacity-60')}
    >
      {children}
    </div>
  );
}
