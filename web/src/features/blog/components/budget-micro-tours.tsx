import '../messages';
import { microTourPrices } from '@app/domain/constants';
import { formatWholeEuros } from '@app/domain/locale-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
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

/** Micro-tours by price: one tab per price, eight tours each. */
export function BudgetMicroTours() {
  const { t } = useLingui();
  const locale = useLocale();
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
      <Tabs.Root defaultValue={String(microTourPrices[0])} className="mt-6">
        <Tabs.List
          aria-label={t`Micro-tour price`}
          className="inline-flex rounded-full border border-stone-200 bg-white p-1 shadow-sm"
        >
          {microTourPrices.map((price) => (
            <Tabs.Trigger
              key={price}
              value={String(price)}
              className={cn(
                'min-w-16 rounded-full px-4 py-1.5 text-sm font-semibold text-stone-700 transition-colors hover:text-stone-950',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                'data-[state=active]:bg-emerald-700 data-[state=active]:text-white',
              )}
            >
              {formatWholeEuros(price, locale)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {microTourPrices.map((price) => (
          <Tabs.Content
            key={price}
            value={String(price)}
            className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700"
          >
            <BudgetTourGrid priceEur={price} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
