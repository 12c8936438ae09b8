import '../messages';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import {
  microTourSorts,
  type MicroTourSortField,
  type SortDirection,
} from '../lib/micro-tour-search-params';
import { SelectField } from '../../../components/ui/select-field';

const sortLabels: Record<string, MessageDescriptor> = {
  'price_eur:asc': msg`Price: low to high`,
  'price_eur:desc': msg`Price: high to low`,
  'duration_hours:asc': msg`Duration: shortest first`,
  'duration_hours:desc': msg`Duration: longest first`,
  'rating:desc': msg`Rating: highest first`,
};

/**
 * What the list shows right now, read out politely when it changes, the sort order, and beside
 * it `children` (the List / Map switch).
 */
export function MicroTourListToolbar({
  summary,
  isUpdating,
  sortField,
  sortDir,
  onSortChange,
  children,
}: {
  children?: React.ReactNode;
  summary: string;
  isUpdating: boolean;
  sortField: MicroTourSortField;
  sortDir: SortDirection;
  onSortChange: (sort: { sortField: MicroTourSortField; sortDir: SortDirection }) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-stone-700">
        <span data-testid="micro-tour-summary">{summary}</span>
        {isUpdating && (
          <span className="inline-flex items-center gap-1 text-emerald-800">
            <LoaderCircle
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
            <Trans>Updating...</Trans>
          </span>
        )}
      </p>
      <div className="flex items-end gap-3">
        <SelectField
          id="micro-tour-sort"
          label={t`Sort by`}
          className="sm:w-60"
          value={`${sortField}:${sortDir}`}
          onChange={(event) => {
            const sort = microTourSorts.find((s) => `${s.field}:${s.dir}` === event.target.value);
            if (sort) onSortChange({ sortField: sort.field, sortDir: sort.dir });
          }}
        >
          {microTourSorts.map((sort) => {
            const value = `${sort.field}:${sort.dir}`;
            const label = sortLabels[value];
            return (
              <option key={value} value={value}>
                {label ? t(label) : sort.label}
              </option>
            );
          })}
        </SelectField>
        {children}
      </div>
    </div>
  );
}
