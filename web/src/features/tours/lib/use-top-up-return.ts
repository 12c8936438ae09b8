import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CardTopUp, topUpQueryOptions, useTopUp } from '../../../lib/wallet/card-top-ups';
import { parseCheckoutReturn } from '../../../lib/wallet/checkout-return';
import { useCancelledCheckout } from '../../../lib/wallet/use-cancelled-checkout';
import { bookingChoicesSearch, type BookingChoices } from './booking-choices';
import { type ResumedChoice, resumedChoiceOf } from './resume-booking';

/** A paid top-up whose booking waits for the member's word. */
export interface ArrivedTopUp extends ResumedChoice {
  amountEur: number;
}

/**
 * The way back from Checkout to this tour (/tours/{slug}?checkout=success|cancelled&topup={id},
 * decision 026): the attempt's stored choice is read (the member's own only: RLS) and put back in
 * the panel; a paid top-up is waited for ('Payment pending') and then `arrived` asks the member to
 * confirm; a cancelled one says no money was taken and keeps the choice. The address then keeps
 * the choices only, so a reload neither tells it again nor loses them.
 */
export function useTopUpReturn({
  userId,
  tourId,
  choices,
  restore,
}: {
  userId: string | undefined;
  tourId: string;
  choices: BookingChoices;
  restore: (choices: BookingChoices) => void;
}) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkoutReturn = parseCheckoutReturn(searchParams);
  const topUpId = checkoutReturn?.topUpId;
  const topUp = useTopUp(userId, topUpId, false);
  const [arrived, setArrived] = useState<ArrivedTopUp | null>(null);
  const [isCancelled, setCancelled] = useState(false);

  // The latest choices and callback, for handlers that run after a network answer.
  const latest = useRef({ choices, restore });
  useEffect(() => {
    latest.current = { choices, restore };
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
      if (resumed) setCancelled(true);
      clearReturn();
    },
  );

  /** PendingCardTopUps told the outcome of the watched top-up. */
  const handleWatchedSettled = useCallback(() => {
    if (!topUpId) return;
    void (async () => {
      const { attempt, resumed } = await readAttempt(topUpId);
      if (attempt?.status === 'paid' && resumed) {
        setArrived({ ...resumed, amountEur: attempt.creditedEur ?? attempt.amountEur });
      }
      clearReturn();
    })();
  }, [topUpId, readAttempt, clearReturn]);

  return {
    /** The top-up to show as 'Payment pending' until it settles. */
    watchedId: checkoutReturn?.outcome === 'success' ? topUpId : undefined,
    handleWatchedSettled,
    arrived,
    dismissArrived: () => setArrived(null),
    isCancelled,
    dismissCancelled: () => setCancelled(false),
  };
}
