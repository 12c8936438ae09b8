import { Trans, useLingui } from '@lingui/react/macro';
import { QUICK_TOPUPS, type TopUpKind } from '@app/domain/money';
import { useId, useState, type FormEvent } from 'react';
import { validateCustomAmount } from '../../lib/wallet/custom-amount';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { FieldError, Label } from '../ui/label';
import { QuickTopUps } from './quick-top-ups';

/** The top-up being paid, if any. */
export type TopUpBusy = { kind: TopUpKind; amount: number };

/**
 * The one top-up form, on the wallet page and the dashboard alike: the quick amounts and a
 * custom amount within one top-up's limits. The page pays it: `onTopUp` answers whether the
 * money came in, and the custom amount is cleared when it did.
 */
export function TopUpForm({
  busy,
  disabled,
  onTopUp,
}: {
  busy: TopUpBusy | null;
  /** Another action of the page runs: nothing can be started. */
  disabled: boolean;
  onTopUp: (amount: number, kind: TopUpKind) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [custom, setCustom] = useState('');
  const [isTouched, setTouched] = useState(false);
  const validation = validateCustomAmount(custom);
  const showError = isTouched && custom !== '' && validation.error !== null;

  async function handleCustomSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validation.amount === null) return;
    if (await onTopUp(validation.amount, 'custom')) {
      setCustom('');
      setTouched(false);
    }
  }

  return (
    <>
      <p className="mt-6 text-sm font-medium text-stone-800">
        <Trans>Quick top-up</Trans>
      </p>
      <QuickTopUps
        amounts={QUICK_TOPUPS}
        busyAmount={busy?.kind === 'quick' ? busy.amount : undefined}
        disabled={disabled}
        onTopUp={(amount) => void onTopUp(amount, 'quick')}
        className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-3"
      />
      <form noValidate onSubmit={handleCustomSubmit} className="mt-6 flex flex-col gap-1.5">
        <Label htmlFor={`${id}-amount`}>
          <Trans>Custom amount (€)</Trans>
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            placeholder={t`0.00`}
            value={custom}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? `${id}-amount-error` : undefined}
            onChange={(event) => {
              setCustom(event.target.value);
              setTouched(true);
            }}
          />
          <Button type="submit" disabled={validation.amount === null || disabled}>
            {busy?.kind === 'custom' ? t`Processing...` : t`Add Funds`}
          </Button>
        </div>
        <FieldError id={`${id}-amount-error`}>
          {showError ? (validation.error ?? undefined) : undefined}
        </FieldError>
      </form>
    </>
  );
}
