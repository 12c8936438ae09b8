import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { formatEuros } from '../../lib/format-price';
import { Button } from '../ui/button';

/** One button per quick top-up amount; the one being paid says 'Processing...'. */
export function QuickTopUps({
  amounts,
  busyAmount,
  disabled,
  onTopUp,
  className,
}: {
  amounts: readonly number[];
  busyAmount: number | undefined;
  disabled: boolean;
  onTopUp: (amount: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={cn('mt-2 grid gap-2', className)}>
      {amounts.map((amount) => {
        const euros = formatEuros(amount);
        return (
          <Button
            key={amount}
            variant="outline"
            disabled={disabled}
            aria-label={t`Top up ${euros}`}
            onClick={() => onTopUp(amount)}
          >
            {busyAmount === amount ? t`Processing...` : `+${euros}`}
          </Button>
        );
      })}
    </div>
  );
}
