import '../messages';
import { microTourPrices } from '@app/domain/constants';
import { formatWholeEuros } from '@app/domain/locale-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import { BUDGET_TOURS_PER_PRICE, useBudgetMicroTours } from '../api/get-budget-micro-tours';
import { BudgetMicroTourGrid } from './budget-micro-tour-grid';

function BudgetTourGrid({ priceEur }: { priceEur: number }) {
  return (
    <BudgetMicroTourGrid
      query={useBudgetMicroTours(priceEur)}
      skeletons={BUDGET_TOURS_PER_PRICE}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
    />
  );
}

/** The tab a key moves to (WAI-ARIA tabs: arrows wrap around, Home and End), if any. */
function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Micro-tours by price: one tab per price, eight tours each. Plain buttons with the tabs' roles
 * rather than a widget library's tabs, which would cost the blog's first visit 8 KB gzipped: the
 * arrow keys select and focus the next price, and only the chosen price's panel is built.
 */
export function BudgetMicroTours() {
  const { t } = useLingui();
  const locale = useLocale();
  const [selected, setSelected] = useState<number>(microTourPrices[0]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (price: number) => `${baseId}-tab-${price}`;
  const panelId = (price: number) => `${baseId}-panel-${price}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, microTourPrices.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(microTourPrices[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <section aria-labelledby="budget-heading">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="budget-heading" className="text-2xl font-bold text-stone-900">
            <Trans>Budget Micro-Tours</Trans>
          </h2>
          <p className="mt-1 max-w-2xl text-stone-600">
            <Trans>
              City tours of one to eight hours led by locals, from €5 and with no booking fees. Pick
              a price to see what it buys across Europe.
            </Trans>
          </p>
        </div>
      </div>
      <div className="mt-6">
        <div
          role="tablist"
          aria-label={t`Micro-tour price`}
          aria-orientation="horizontal"
          className="inline-flex rounded-full border border-stone-200 bg-white p-1 shadow-sm"
        >
          {microTourPrices.map((price, index) => {
            const isSelected = price === selected;
            return (
              <button
                key={price}
                ref={(button) => {
                  tabs.current[index] = button;
                }}
                type="button"
                role="tab"
                id={tabId(price)}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId(price) : undefined}
                data-state={isSelected ? 'active' : 'inactive'}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(price)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'min-w-16 rounded-full px-4 py-1.5 text-sm font-semibold text-stone-700 transition-colors hover:text-stone-950',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                  'data-[state=active]:bg-emerald-700 data-[state=active]:text-white',
                )}
              >
                {formatWholeEuros(price, locale)}
              </button>
            );
          })}
        </div>
        <div
          key={selected}
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
          data-state="active"
          className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700"
        >
          <BudgetTourGrid priceEur={selected} />
        </div>
      </div>
    </section>
  );
}
