import '../messages';
import { t } from '@lingui/core/macro';
import { toast } from '../../../components/ui/toaster';
import { formatEuros } from '../../../lib/format-price';

/** What the member is told of a withdrawal once known: asked for, sent, or back in the balance. */
export function announceWithdrawal(withdrawal: {
  amountEur: number;
  status: 'pending' | 'succeeded' | 'failed';
  withdrawnEur: number | null;
}): void {
  const amount = formatEuros(withdrawal.amountEur);
  switch (withdrawal.status) {
    case 'pending':
      toast.success(t`Withdrawal requested`, {
        description: t`${amount} is reserved until the refund to your card is confirmed.`,
      });
      return;
    case 'succeeded': {
      const sent = formatEuros(withdrawal.withdrawnEur ?? withdrawal.amountEur);
      toast.success(t`Withdrawal sent`, {
        description: t`${sent} is on its way to your card. Banks usually show a refund within 5 to 10 business days.`,
      });
      return;
    }
    case 'failed':
      toast.error(t`Withdrawal failed`, {
        description: t`Your card could not take the refund of ${amount}. The amount is back in your balance.`,
      });
  }
}

/** The form's refusal of more than can go back to a card now. */
export function withdrawLimitText(withdrawable: number): string {
  const most = formatEuros(withdrawable);
  return t`At most ${most} can be withdrawn to your card.`;
}
