import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { tourCategories, tourDifficulties, tourTransports } from '@app/domain/constants';
import { Search } from 'lucide-react';
import { type FormEvent, memo, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { TourFilterOptions } from '../api/get-tour-filter-options';
import { durationOptions, OPEN_ENDED_DURATION_DAYS } from '../lib/duration-filter';
import { checkPriceRange } from '../lib/price-range';
import { formatCategory, formatDifficulty, formatTransport } from '../lib/tour-labels';
import {
  ALL,
  parseCategory,
  parseDifficulty,
  parseDurationDays,
  parsePriceBound,
  parseTransport,
  toTourListParams,
  type TourListState,
} from '../lib/tour-list-params';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useTypedSearch } from '../../../lib/use-typed-search';

export type FilterChanges = Partial<Omit<TourListState, 'page'>>;

/** Until the options arrive, the known values (and the country in the URL) keep the selects right. */
function getOptionLists(state: TourListState, options: TourFilterOptions | undefined) {
  return {
    categories: options?.categories ?? tourCategories,
    countries: options?.countries ?? (state.country === ALL ? [] : [state.country]),
    difficulties: options?.difficulties ?? tourDifficulties,
    transports: options?.transports ?? tourTransports,
  };
}

function withAll(allLabel: string, options: SelectOption[]): SelectOption[] {
  return [{ value: ALL, label: allLabel }, ...options];
}

function priceText(price: number | null): string {
  return price === null ? '' : String(price);
}

export const TourFilters = memo(function TourFilters({
  state,
  options,
  onChange,
  onClear,
  isFramed = true,
}: {
  state: TourListState;
  options: TourFilterOptions | undefined;
  /** `isTypedSearch`: the search box's own commit, one history entry per typing run. */
  onChange: (changes: FilterChanges, options?: { isTypedSearch?: boolean }) => void;
  onClear: () => void;
  /** False inside a sheet, which is its frame. */
  isFramed?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const lists = getOptionLists(state, options);
  // '1 Day' to '7 Days', and '8+ Days'.
  const durationChoices = durationOptions.map(({ value: days }) => ({
    value: String(days),
    label:
      days >= OPEN_ENDED_DURATION_DAYS
        ? t`${days}+ Days`
        : plural(days, { one: '# Day', other: '# Days' }),
  }));

  // The search box and price inputs hold what is typed; the URL holds what is applied. When
  // the URL changes from elsewhere (Clear Filters, Back), the inputs follow it; the search this
  // box committed itself arriving in the URL does not undo what was typed since (useTypedSearch).
  const [searchInput, setSearchInput, , replaceSearchInput] = useTypedSearch(
    state.search,
    (typed) => onChange({ search: typed.trim() }, { isTypedSearch: true }),
  );
  const [minPriceInput, setMinPriceInput] = useState(priceText(state.minPrice));
  const [maxPriceInput, setMaxPriceInput] = useState(priceText(state.maxPrice));
  const stateKey = toTourListParams(state).toString();
  const [applied, setApplied] = useState({ key: stateKey, state });
  // A range that cannot match is refused here, next to the fields, and never asked for.
  const [typedRangeError, setTypedRangeError] = useState<string | null>(null);
  const rangeError = typedRangeError ?? checkPriceRange(state.minPrice, state.maxPrice);
  if (applied.key !== stateKey) {
    setApplied({ key: stateKey, state });
    setTypedRangeError(null);
    if (state.minPrice !== applied.state.minPrice) setMinPriceInput(priceText(state.minPrice));
    if (state.maxPrice !== applied.state.maxPrice) setMaxPriceInput(priceText(state.maxPrice));
  }

  function handleApplyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = parsePriceBound(minPriceInput);
    const maxPrice = parsePriceBound(maxPriceInput);
    const error = checkPriceRange(minPrice, maxPrice);
    setTypedRangeError(error);
    if (!error) onChange({ minPrice, maxPrice });
  }

  function handleClear() {
    replaceSearchInput('');
    setMinPriceInput('');
    setMaxPriceInput('');
    setTypedRangeError(null);
    onClear();
  }

  return (
    <section
      aria-label={t`Filters`}
      className={isFramed ? 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5' : ''}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>
          <Trans>Search tours</Trans>
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={searchInput}
            placeholder={t`Search by name or description`}
            autoComplete="off"
            className="pl-9"
            onChange={(event) => setSearchInput(event.target.value)}
          />
        </div>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-5">
        <SelectField
          id={`${id}-category`}
          label={t`Category`}
          value={state.category}
          options={withAll(
            t`All categories`,
            lists.categories.map((value) => ({ value, label: formatCategory(value) })),
          )}
          onValueChange={(value) => onChange({ category: parseCategory(value) })}
        />
        <SelectField
          id={`${id}-country`}
          label={t`Country`}
          value={state.country}
          options={withAll(
            t`All countries`,
            lists.countries.map((value) => ({
              value,
              label: options?.countryNames?.[value] ?? value,
            })),
          )}
          onValueChange={(value) => onChange({ country: value })}
        />
        <SelectField
          id={`${id}-difficulty`}
          label={t`Difficulty`}
          value={state.difficulty}
          options={withAll(
            t`All levels`,
            lists.difficulties.map((value) => ({ value, label: formatDifficulty(value) })),
          )}
          onValueChange={(value) => onChange({ difficulty: parseDifficulty(value) })}
        />
        <SelectField
          id={`${id}-transport`}
          label={t`Transport`}
          value={state.transport}
          options={withAll(
            t`All transport`,
            lists.transports.map((value) => ({ value, label: formatTransport(value) })),
          )}
          onValueChange={(value) => onChange({ transport: parseTransport(value) })}
        />
        <SelectField
          id={`${id}-duration`}
          label={t`Duration`}
          className="col-span-2 lg:col-span-1"
          value={state.durationDays === null ? ALL : String(state.durationDays)}
          options={withAll(t`All`, durationChoices)}
          onValueChange={(value) => onChange({ durationDays: parseDurationDays(value) })}
        />
      </div>

      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <form
          onSubmit={handleApplyPrices}
          aria-label={t`Price per person`}
          className="flex flex-col gap-1.5"
        >
          <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 sm:flex">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-min-price`}>
                <Trans>Min price (€)</Trans>
              </Label>
              <Input
                id={`${id}-min-price`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder={t`Any`}
                value={minPriceInput}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? `${id}-price-error` : undefined}
                onChange={(event) => setMinPriceInput(event.target.value)}
                className="sm:w-32"
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-max-price`}>
                <Trans>Max price (€)</Trans>
              </Label>
              <Input
                id={`${id}-max-price`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder={t`Any`}
                value={maxPriceInput}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? `${id}-price-error` : undefined}
                onChange={(event) => setMaxPriceInput(event.target.value)}
                className="sm:w-32"
              />
            </div>
            <Button type="submit" variant="outline">
              <Trans>Apply</Trans>
            </Button>
          </div>
          <p id={`${id}-price-error`} role="alert" className="text-sm text-red-700 empty:hidden">
            {rangeError && t`Minimum price must not be above the maximum`}
          </p>
        </form>
        <Button variant="ghost" onClick={handleClear} className="self-start sm:self-auto">
          <Trans>Clear Filters</Trans>
        </Button>
      </div>
    </section>
  );
});
