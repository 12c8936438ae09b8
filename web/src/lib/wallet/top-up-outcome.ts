import { toast } from '../../components/ui/toaster';
import { formatEuros } from '../format-price';
import type { CardTopUp } from './card-top-ups';

export const PAYMENT_CANCELLED_TEXT = 'Payment cancelled. No money was taken.';
export const PAYMENT_FAILED_TEXT = 'The card payment failed. No money was taken.';

export interface TopUpToast {
  tone: 'success' | 'error';
  title: string;
  description: string;
}

/**
 * What the member is told once a card top-up is settled: the amount the provider credited, or
 * that no money was taken. Null while it is pending, and for a top-up that is not theirs.
 */
export function topUpOutcomeToast(topUp: CardTopUp | null): TopUpToast | null {
  switch (topUp?.status) {
    case 'paid':
      return {
        tone: 'success',
        title: 'Top-up Successful',
        description: `Added ${formatEuros(topUp.creditedEur ?? topUp.amountEur)} to your wallet.`,
      };
    case 'failed':
      return { tone: 'error', title: 'Top-up Failed', description: PAYMENT_FAILED_TEXT };
    case 'cancelled':
      return { tone: 'error', title: 'Top-up Failed', description: PAYMENT_CANCELLED_TEXT };
    default:
      return null;
  }
}

export function announceTopUpOutcome(topUp: CardTopUp | null): void {
  const outcome = topUpOutcomeToast(topUp);
  if (!outcome) return;
  const show = outcome.tone === 'success' ? toast.success : toast.error;
  show(outcome.title, { description: outcome.description });
}
