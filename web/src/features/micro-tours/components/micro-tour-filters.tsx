import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatWholeEuros } from '@app/domain/locale-format';
import { microTourPrices } from '@app/domain/constants';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { memo, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { MicroTourFilterOptions } from '../api/get-micro-tour-filter-options';
import type { MicroTourFilterChange } from '../lib/use-micro-tour-list-params';
import type { MicroTourListParams, MicroTourPrice } from '../lib/micro-tour-search-params';
import { choosePlace, citiesOf } from '../lib/micro-tour-places';
import { MicroTourDurationFilter } from './micro-tour-filters-duration';
import { MicroTourSearchField } from './micro-tour-filters-search';
import { SelectField } from '../../../components/ui/select-field';

function PriceFilter({
  value,
  onChange,
}: {
  value: MicroTourPrice[];
  onChange: (prices: MicroTourPrice[]) => void;
}) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1.5">
      <span id="micro-tour-price-label" className="text-sm font-medium text-stone-800">
        <Trans>Price</Trans>
      </span>
      <ToggleGroup.Root
        type="multiple"
        aria-labelledby="micro-tour-price-label"
        value={value.map(String)}
        onValueChange={(next) =>
          onChange(microTourPrices.filter((price) => next.includes(String(price))))
        }
        className="grid grid-cols-4 gap-2"
      >
        {microTourPrices.map((price) => (
          <ToggleGroup.Item
            key={price}
            value={String(price)}
            className={cn(
              'h-10 rounded-md border text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
              'data-[state=on]:border-emerald-700 data-[state=on]:bg-emerald-700 data-[state=on]:text-white',
            )}
          >
            {formatWholeEuros(price, locale)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}

/** Where the filters stand open beside the list (Tailwind's `lg`); below it they fold away. */
const OPEN_PANEL_QUERY = '(min-width: 64rem)';

/**
 * Search, price, country, city and duration; on small screens all but search fold away, and
 * are only built when opened: the duration slider measures its thumbs as it mounts, which cost
 * a phone a forced layout of the whole page while it loads.
 */
export const MicroTourFilters = memo(function MicroTourFilters({
  params,
  options,
  activeCount,
  canClear,
  onChange,
  onClear,
}: {
  params: MicroTourListParams;
  options: MicroTourFilterOptions | undefined;
  activeCount: number;
  canClear: boolean;
  onChange: (change: MicroTourFilterChange, options?: { isTypedSearch?: boolean }) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const isPanelOpen = useMediaQuery(OPEN_PANEL_QUERY) || isOpen;
  const optionsLoading = options === undefined;
  const places = options?.places ?? [];
  const cities = options ? citiesOf(places, options.cities, params.country) : [];

  return (
    <div className="flex flex-col gap-4">
      <MicroTourSearchField
        value={params.search}
        onSearch={(search) => onChange({ search }, { isTypedSearch: true })}
      />
      <Button
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" />
        {isOpen ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
        {activeCount > 0 && (
          <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs text-white">
            <Trans>
              {activeCount}
              <span className="sr-only"> active</span>
            </Trans>
          </span>
        )}
      </Button>
      <div id={panelId} className={cn('flex-col gap-5', isPanelOpen ? 'flex' : 'hidden')}>
        {isPanelOpen && (
          <>
            <PriceFilter value={params.prices} onChange={(prices) => onChange({ prices })} />
            <SelectField
              id="micro-tour-country"
              label={t`Country`}
              value={params.country}
              disabled={optionsLoading}
              onChange={(event) =>
                onChange(choosePlace(places, params, { country: event.target.value }))
              }
            >
              <option value="">{t`All countries`}</option>
              {options?.countries.map((country) => (
                <option key={country} value={country}>
                  {options.countryNames?.[country] ?? country}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="micro-tour-city"
              label={t`City`}
              value={params.city}
              disabled={optionsLoading}
              onChange={(event) =>
                onChange(choosePlace(places, params, { city: event.target.value }))
              }
            >
              <option value="">{t`All cities`}</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {options?.cityNames?.[city] ?? city}
                </option>
              ))}
            </SelectField>
            <MicroTourDurationFilter
              value={params.duration}
              onChange={(duration) => onChange({ duration })}
            />
            <Button variant="outline" onClick={onClear} disabled={!canClear}>
              <RotateCcw aria-hidden="true" />
              <Trans>Clear filters</Trans>
            </Button>
          </>
        )}
      </div>
    </div>
  );
});
