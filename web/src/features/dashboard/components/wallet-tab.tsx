import { DASHBOARD_QUICK_TOPUPS, type TopUpKind } from '@app/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toaster';
import { BalanceFigure } from '../../../components/wallet/balance-figure';
import { DebtAlert } from '../../../components/wallet/debt-alert';
import { QuickTopUps } from '../../../components/wallet/quick-top-ups';
import { TransactionHistory } from '../../../components/wallet/transaction-history';
import { errorText } from '../../../lib/error-text';
import { formatEuros } from '../../../lib/format-price';
import { newIdempotencyKey } from '../../../lib/server-function';
import { topUpWallet, WALLET_TRANSACTION_FAILED_MESSAGE } from '../../../lib/wallet/wallet-top-up';
import { walletKeys } from '../../../lib/wallet-keys';
import { validateCustomAmount } from '../lib/custom-amount';

type Busy = { kind: TopUpKind; amount: number } | null;

export function WalletTab({ userId }: { userId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [custom, setCustom] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const validation = validateCustomAmount(custom);
  const showError = isTouched && custom !== '' && validation.error !== null;

  async function handleTopUp(amount: number, kind: TopUpKind) {
    setBusy({ kind, amount });
    try {
      // The card provider's page takes over; the page stays busy until the browser leaves.
      const started = await topUpWallet(
        amount,
        kind,
        newIdempotencyKey(),
        WALLET_TRANSACTION_FAILED_MESSAGE,
      );
      if (started === 'checkout') return;
      toast.success('Transaction Successful', {
        description: `Added ${formatEuros(amount)} to your wallet`,
      });
      if (kind === 'custom') {
        setCustom('');
        setTouched(false);
      }
    } catch (error) {
      toast.error('Transaction Failed', {
        description: errorText(error, WALLET_TRANSACTION_FAILED_MESSAGE),
      });
    }
    await queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
    setBusy(null);
  }

  function handleCustomSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validation.amount !== null) void handleTopUp(validation.amount, 'custom');
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <DebtAlert userId={userId} className="lg:col-span-2" />
      <Card className="self-start p-5 sm:p-6">
        <h3 className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
          Wallet balance
        </h3>
        <div className="mt-2">
          <BalanceFigure userId={userId} />
        </div>
        <p className="mt-6 text-sm font-medium text-stone-800">Quick top-up</p>
        <QuickTopUps
          amounts={DASHBOARD_QUICK_TOPUPS}
          busyAmount={busy?.kind === 'quick' ? busy.amount : undefined}
          disabled={busy !== null}
          onTopUp={(amount) => void handleTopUp(amount, 'quick')}
          className="grid-cols-3 sm:grid-cols-5 lg:grid-cols-3"
        />
        <form noValidate onSubmit={handleCustomSubmit} className="mt-6 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-amount`}>Custom amount (€)</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              placeholder="0.00"
              value={custom}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? `${id}-amount-error` : undefined}
              onChange={(event) => {
                setCustom(event.target.value);
                setTouched(true);
              }}
            />
            <Button type="submit" disabled={validation.amount === null || busy !== null}>
              {busy?.kind === 'custom' ? 'Processing...' : 'Add Funds'}
            </Button>
          </div>
          <FieldError id={`${id}-amount-error`}>
            {showError ? (validation.error ?? undefined) : undefined}
          </FieldError>
        </form>
      </Card>
      <TransactionHistory userId={userId} />
    </div>
  );
}
