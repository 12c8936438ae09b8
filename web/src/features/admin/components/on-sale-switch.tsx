import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { useSetOnSale, type Listing } from '../api/set-on-sale';

/** The admin lists' mark of a tour or micro-tour taken off sale. */
export function OffSaleBadge() {
  return (
    <Badge className="bg-amber-100 text-amber-900">
      <Trans>Off sale</Trans>
    </Badge>
  );
}

/**
 * Takes a saved tour or micro-tour off sale or puts it back, at once: off sale it leaves the
 * public lists and sells nothing; its bookings, tickets and page stay (decision 039).
 */
export function OnSaleSwitch({
  listing,
  id,
  title,
  onSale,
}: {
  listing: Listing;
  id: string;
  title: string;
  onSale: boolean;
}) {
  const { t } = useLingui();
  const setOnSale = useSetOnSale(listing);
  const shown = setOnSale.isPending ? !onSale : onSale;

  function handleToggle() {
    setOnSale.mutate(
      { id, onSale: !onSale },
      {
        onSuccess: (saved) =>
          toast.success(saved.on_sale ? t`Back on sale` : t`Taken off sale`, {
            description: title,
          }),
        onError: (error) =>
          toast.error(t`Failed to change whether it is on sale`, { description: errorText(error) }),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <p className="min-w-0 flex-1 text-sm text-stone-700" aria-live="polite">
        {shown ? (
          <Trans>On sale: listed in the catalogue and open for bookings.</Trans>
        ) : (
          <Trans>
            Off sale: hidden from the catalogue and not bookable; its bookings stay valid.
          </Trans>
        )}
      </p>
      <Button variant="outline" disabled={setOnSale.isPending} onClick={handleToggle}>
        {onSale ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {onSale ? <Trans>Take off sale</Trans> : <Trans>Put back on sale</Trans>}
      </Button>
    </div>
  );
}
