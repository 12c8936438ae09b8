import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/toaster';
import { functionErrorCode } from '../server-function';
import { cancelCardTopUp, getTopUp } from './card-top-ups';
import { announceTopUpOutcome, paymentCancelledText } from './top-up-outcome';

/**
 * The member came back from the card provider's page with Cancel: the top-up is cancelled on the
 * server (which closes the provider's session) and the member told no money was taken, once
 * per top-up; then `onHandled` runs, with `paid-meanwhile` when the provider had taken the
 * money after all (paid in another tab): that top-up is then followed like a paid return.
 */
export function useCancelledCheckout(
  userId: string | undefined,
  cancelledId: string | undefined,
  onHandled: (outcome: 'cancelled' | 'paid-meanwhile') => Promise<void> | void,
) {
  const handled = useRef<string | undefined>(undefined);
  // The latest callback, without re-running the effect when it changes.
  const onHandledRef = useRef(onHandled);
  useEffect(() => {
    onHandledRef.current = onHandled;
  });
  useEffect(() => {
    if (!userId || !cancelledId || handled.current === cancelledId) return;
    handled.current = cancelledId;
    void (async () => {
      try {
        const answer = await cancelCardTopUp(cancelledId);
        if (answer.status === 'pending') {
          await onHandledRef.current('paid-meanwhile');
          return;
        }
        toast.error(t`Top-up Failed`, { description: paymentCancelledText() });
      } catch (error) {
        // Settled already (paid in another tab, or Back from Checkout after paying): say how.
        const topUp =
          functionErrorCode(error) === 'topup_not_pending'
            ? await getTopUp(userId, cancelledId).catch(() => null)
            : null;
        if (topUp && topUp.status !== 'pending') announceTopUpOutcome(topUp);
        else toast.error(t`Top-up Failed`, { description: paymentCancelledText() });
      }
      await onHandledRef.current('cancelled');
    })();
  }, [userId, cancelledId]);
}
