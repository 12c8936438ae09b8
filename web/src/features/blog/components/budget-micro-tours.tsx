import { microTourPrices } from '@app/domain/constants';
import { Tabs } from 'radix-ui';
import { cn } from '../../../lib/cn';
import { formatWholeEuros } from '../../../lib/format-price';
import { BUDGET_TOURS_PER_PRICE, useBudgetMicroTours } from '../api/get-budget-micro-tours';
import { BudgetMicroTourCard, BudgetMicroTourCardSkeleton } from './budget-micro-tour-card';

const gridClasses = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

function BudgetTourGrid({ priceEur }: { priceEur: number }) {
  const { data: tours, isPending, isError } = useBudgetMicroTours(priceEur);
  if (isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-red-800">Failed to load micro-tours</p>
        <p className="mt-1 text-sm text-red-700">Please try refreshing the page.</p>
      </div>
    );
  }
  if (isPending) {
    return (
      <ul aria-busy="true" className={gridClasses}>
        {Array.from({ length: BUDGET_TOURS_PER_PRICE }, (_, i) => (
          <li key={i}>
            <BudgetMicroTourCardSkeleton />
          </li>
        ))}
        <li className="sr-only" role="status">
          Loading micro-tours...
        </li>
      </ul>
    );
  }
  if (tours.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
        No tours found
      </p>
    );
  }
  return (
    <ul className={gridClasses}>
      {tours.map((tour) => (
        <li key={tour.id}>
          <BudgetMicroTourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

/** Micro-tours by price: one tab per price, eight tours each. */
export function BudgetMicroTours() {
  return (
    <section aria-labelledby="budget-heading">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="budget-heading" className="text-2xl font-bold text-stone-900">
            Budget Micro-Tours
          </h2>
          <p className="mt-1 max-w-2xl text-stone-600">
            City tours of one to eight hours led by locals, from €5 and with no booking fees. Pick a
            price to see what it buys across Europe.
          </p>
        </div>
      </div>
      <Tabs.Root defaultValue={String(microTourPrices[0])} className="mt-6">
        <Tabs.List
          aria-label="Micro-tour price"
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
              {formatWholeEuros(price)}
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
