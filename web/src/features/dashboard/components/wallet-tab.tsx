import '../messages';
import { formatEuros } from '@app/domain/locale-format';
import type { TopUpKind } from '@app/domain/money';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toaster';
import { BalanceFigure } from '../../../components/wallet/balance-figure';
import { DebtAlert } from '../../../components/wallet/debt-alert';
import { TopUpForm, type TopUpBusy } from '../../../components/wallet/top-up-form';
import { TransactionHistory } from '../../../components/wallet/transaction-history';
import { pageLocale } from '../../../i18n/page-locale';
import { newIdempotencyKey } from '../../../lib/server-function';
import { topUpWallet } from '../../../lib/wallet/wallet-top-up';
import { walletKeys } from '../../../lib/wallet-keys';
import { errorText } from '../../../lib/error-text';

export function WalletTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<TopUpBusy | null>(null);

  async function handleTopUp(amount: number, kind: TopUpKind): Promise<boolean> {
    setBusy({ kind, amount });
    let isCredited = false;
    const failed = t`Failed to process wallet transaction.`;
    try {
      // The card provider's page takes over; the page stays busy until the browser leaves.
      const started = await topUpWallet(amount, kind, newIdempotencyKey(), failed);
      if (started === 'checkout') return false;
      const added = formatEuros(amount, pageLocale);
      toast.success(t`Transaction Successful`, {
        description: t`Added ${added} to your wallet`,
      });
      isCredited = true;
    } catch (error) {
      toast.error(t`Transaction Failed`, {
        description: errorText(error, failed),
      });
    }
    await queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
    setBusy(null);
    return isCredited;
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <DebtAlert userId={userId} className="lg:col-span-2" />
      <Card className="self-start p-5 sm:p-6">
        <h3 className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
          <Trans>Wallet balance</Trans>
        </h3>
        <div className="mt-2">
          <BalanceFigure userId={userId} />
        </div>
        <TopUpForm busy={busy} disabled={busy !== null} onTopUp={handleTopUp} />
      </Card>
      <TransactionHistory userId={userId} />
    </div>
  );
}
