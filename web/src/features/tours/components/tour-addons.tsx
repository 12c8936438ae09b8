import '../messages';
import { Trans } from '@lingui/react/macro';
import { formatEuros } from '@app/domain/locale-format';
import type { Addon } from '@app/domain';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../i18n/use-locale';
import { getAddonScopeLabel } from '../lib/tour-labels';

/** The add-ons offered with a tour, described; they are chosen in the booking panel. */
export function TourAddons({
  addons,
  isPending,
  isError,
}: {
  addons: readonly Addon[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const locale = useLocale();
  if (isError) {
    return (
      <p className="text-stone-600">
        <Trans>The add-ons could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (isPending || !addons) {
    return (
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-lg" />
        ))}
      </div>
    );
  }
  if (addons.length === 0) {
    return (
      <p className="text-stone-600">
        <Trans>No add-ons are offered with this tour.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {addons.map((addon) => (
        <li
          key={addon.id}
          className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold text-stone-900">{addon.title}</h3>
            <p className="text-right font-semibold whitespace-nowrap text-stone-900">
              +{formatEuros(addon.price_eur, locale)}
              <span className="block text-xs font-normal text-stone-600">
                <Trans>per person</Trans>
              </span>
            </p>
          </div>
          <Badge className="self-start">{getAddonScopeLabel(addon)}</Badge>
          {addon.description && <p className="text-sm text-stone-600">{addon.description}</p>}
        </li>
      ))}
    </ul>
  );
}
