import { t } from '@lingui/core/macro';
import { toast } from '../../components/ui/toaster';
import { formatEuros } from '../format-price';
import type { CardTopUp } from './card-top-ups';

/** English; paymentCancelledText() and paymentFailedText() say them in the page's language. */
export const PAYMENT_CANCELLED_TEXT = 'Payment cancelled. No money was taken.';
export const PAYMENT_FAILED_TEXT = 'The card payment failed. No money was taken.';
export const paymentCancelledText = () => t`Payment cancelled. No money was taken.`;
export const paymentFailedText = () => t`The card payment failed. No money was taken.`;

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
    case 'paid': {
      const amount = formatEuros(topUp.creditedEur ?? topUp.amountEur);
      return {
        tone: 'success',
        title: t`Top-up Successful`,
        description: t`Added ${amount} to your wallet.`,
      };
    }
    case 'failed':
      return { tone: 'error', title: t`Top-up Failed`, description: paymentFailedText() };
    case 'cancelled':
      return { tone: 'error', title: t`Top-up Failed`, description: paymentCancelledText() };
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
