import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PendingCardTopUps } from '../../../components/wallet/pending-card-top-ups';
import { type CardTopUp, topUpQueryOptions, useTopUp } from '../../../lib/wallet/card-top-ups';
import { parseCheckoutReturn } from '../../../lib/wallet/checkout-return';
import { useCancelledCheckout } from '../../../lib/wallet/use-cancelled-checkout';
import { bookingChoicesSearch, type BookingChoices } from '../lib/booking-choices';
import { type ArrivedTopUp, type ResumedChoice, resumedChoiceOf } from '../lib/resume-booking';

/**
 * The way back from Checkout to this tour (/tours/{slug}?checkout=success|cancelled&topup={id},
 * decision 026): the attempt's stored choice is read (the member's own only: RLS) and put back in
 * the panel; a paid top-up is waited for ('Payment pending') and then `arrived` asks the member to
 * confirm; a cancelled one says no money was taken and keeps the choice. The address then keeps
 * the choices only, so a reload neither tells it again nor loses them.
 */
export function CheckoutReturnWatcher({
  userId,
  tourId,
  choices,
  restore,
  onArrived,
  onCancelled,
}: {
  userId: string;
  tourId: string;
  choices: BookingChoices;
  restore: (choices: BookingChoices) => void;
  /** The top-up was paid: its booking waits for the member's word. */
  onArrived: (arrived: ArrivedTopUp) => void;
  /** The member left Checkout without paying; the choice is back in the panel. */
  onCancelled: () => void;
}) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkoutReturn = parseCheckoutReturn(searchParams);
  const topUpId = checkoutReturn?.topUpId;
  const topUp = useTopUp(userId, topUpId, false);

  // The latest props, for handlers that run after a network answer.
  const latest = useRef({ choices, restore, onArrived, onCancelled });
  useEffect(() => {
    latest.current = { choices, restore, onArrived, onCancelled };
  });

  // Each top-up's choice is put back once.
  const restoredId = useRef<string | undefined>(undefined);
  const restoreFrom = useCallback(
    (attempt: CardTopUp | null): ResumedChoice | null => {
      const resumed = attempt ? resumedChoiceOf(attempt.resume, tourId) : null;
      if (attempt && resumed && restoredId.current !== attempt.id) {
        restoredId.current = attempt.id;
        latest.current.choices = resumed.choices;
        latest.current.restore(resumed.choices);
      }
      return resumed;
    },
    [tourId],
  );
  useEffect(() => {
    if (topUp.data) restoreFrom(topUp.data);
  }, [topUp.data, restoreFrom]);

  const readAttempt = useCallback(
    async (id: string) => {
      const attempt = await queryClient
        .fetchQuery(topUpQueryOptions(userId, id, false))
        .catch(() => null);
      return { attempt, resumed: restoreFrom(attempt) };
    },
    [queryClient, userId, restoreFrom],
  );

  const clearReturn = useCallback(() => {
    setSearchParams(new URLSearchParams(bookingChoicesSearch(latest.current.choices)), {
      replace: true,
      preventScrollReset: true,
    });
  }, [setSearchParams]);

  useCancelledCheckout(
    userId,
    checkoutReturn?.outcome === 'cancelled' ? topUpId : undefined,
    async (outcome) => {
      if (!topUpId) return;
      if (outcome === 'paid-meanwhile') {
        // Paid in another tab after all: followed as a paid return.
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('checkout', 'success');
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
        return;
      }
      const { resumed } = await readAttempt(topUpId);
      if (resumed) latest.current.onCancelled();
      clearReturn();
    },
  );

  /** PendingCardTopUps told the outcome of the watched top-up. */
  const handleWatchedSettled = useCallback(() => {
    if (!topUpId) return;
    void (async () => {
      const { attempt, resumed } = await readAttempt(topUpId);
      if (attempt?.status === 'paid' && resumed) {
        latest.current.onArrived({
          ...resumed,
          amountEur: attempt.creditedEur ?? attempt.amountEur,
        });
      }
      clearReturn();
    })();
  }, [topUpId, readAttempt, clearReturn]);

  // 'Payment pending' until the paid top-up settles.
  if (checkoutReturn?.outcome !== 'success') return null;
  return (
    <PendingCardTopUps
      userId={userId}
      watchedId={topUpId}
      onWatchedSettled={handleWatchedSettled}
      showOthers={false}
    />
  );
}
