import '../messages';
import { formatEuros } from '@app/domain/locale-format';
import type { TopUpKind } from '@app/domain/money';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toaster';
import { BalanceFigure } from '../../../components/wallet/balance-figure';
import { DebtAlert } from '../../../components/wallet/debt-alert';
import { TopUpForm } from '../../../components/wallet/top-up-form';
import { TransactionHistory } from '../../../components/wallet/transaction-history';
import { canGoBack } from '../../../lib/can-go-back';
import { useAuth } from '../../../lib/auth';
import { toIsoDay } from '../../../lib/calendar-dates';
import { functionErrorCode, newIdempotencyKey } from '../../../lib/server-function';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { useWalletBalance } from '../../../lib/wallet/get-wallet-balance';
import { bookingKeys } from '../../../lib/booking-keys';
import { walletKeys } from '../../../lib/wallet-keys';
import { receiptKeys } from '../../../lib/receipt-keys';
import { insufficientFundsOf } from '../../../lib/wallet/insufficient-funds';
import { topUpWallet } from '../../../lib/wallet/wallet-top-up';
import { pageLocale } from '../../../i18n/page-locale';
import type { LeadTraveller } from '@app/domain/lead-traveller';
import { confirmMicroTourBooking } from '../api/confirm-micro-tour-booking';
import { PendingBookingCard, type WalletAction } from '../components/pending-booking-card';
import { PendingWithdrawals } from '../components/pending-withdrawals';
import { WithdrawCard } from '../components/withdraw-card';
import { PendingCardTopUps } from '../../../components/wallet/pending-card-top-ups';
import { useCancelledCheckout } from '../../../lib/wallet/use-cancelled-checkout';
import { parseCheckoutReturn, withoutCheckoutReturn } from '../../../lib/wallet/checkout-return';
import { parsePendingBooking } from '../lib/pending-booking';
import { usePendingTour } from '../api/get-pending-tour';
import { firstMicroTourDate } from '../../../lib/departures/sales-dates';
import { errorText } from '../../../lib/error-text';

/** The shortage's figure when the answer carried it. */
function shortageText(shortage: { missingAmount: number } | null): string | undefined {
  if (!shortage) return undefined;
  const missingText = formatEuros(shortage.missingAmount, pageLocale);
  return t`You need ${missingText} more to complete this booking.`;
}

/** `receipts`: the member's receipts, composed in by the route (app/wallet-route.tsx). */
export function WalletPage({ receipts }: { receipts?: ReactNode } = {}) {
  useDocumentTitle(pageTitles.wallet);
  const auth = useAuth();
  const userId = auth.user?.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The first day the micro-tour still sells in its own zone, once it is read: the default date,
  // and the earliest the member may choose.
  const pendingTour = usePendingTour(parsePendingBooking(searchParams, '')?.tourId ?? '');
  const firstDay = pendingTour.data ? firstMicroTourDate(pendingTour.data.country) : toIsoDay();
  const pending = parsePendingBooking(searchParams, firstDay);
  const checkoutReturn = parseCheckoutReturn(searchParams);
  const balance = useWalletBalance(userId);
  const [action, setAction] = useState<WalletAction>(null);
  const balanceHeadingId = useId();

  function refreshWallet() {
    if (!userId) return Promise.resolve();
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.member(userId) }),
      queryClient.invalidateQueries({ queryKey: receiptKeys.member(userId) }),
    ]);
  }

  function handleBack() {
    void (canGoBack() ? navigate(-1) : navigate('/dashboard'));
  }

  // The return from the card provider's page is handled once, then leaves the address (replaced,
  // so a reload or Back does not tell it again).
  const clearCheckoutReturn = useCallback(() => {
    setSearchParams((current) => withoutCheckoutReturn(current), {
      replace: true,
      preventScrollReset: true,
    });
  }, [setSearchParams]);
  useCancelledCheckout(
    userId,
    checkoutReturn?.outcome === 'cancelled' ? checkoutReturn.topUpId : undefined,
    async (outcome) => {
      if (outcome === 'paid-meanwhile' && checkoutReturn) {
        // Followed as a paid return: 'Payment pending' until the webhook credits it.
        setSearchParams(
          (current) => {
            const next = withoutCheckoutReturn(current);
            next.set('checkout', 'success');
            next.set('topup', checkoutReturn.topUpId);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
        return;
      }
      clearCheckoutReturn();
      await refreshWallet();
    },
  );

  /** Answers whether the money came in (a card payment comes back to this page instead). */
  async function handleTopUp(
    amount: number,
    kind: TopUpKind = 'quick',
    startTime = pending?.startTime,
  ): Promise<boolean> {
    setAction({ kind: 'top-up', amount, topUpKind: kind });
    let isCredited = false;
    const failed = t`Failed to process top-up.`;
    try {
      if (!userId) throw new Error('Not authenticated');
      // With a card provider the payment ends on its page, which comes back here; the page
      // stays busy.
      // A pending booking travels with a card payment, which comes back to it (decision 026).
      const resume = pending
        ? {
            kind: 'book_micro_tour' as const,
            micro_tour_id: pending.tourId,
            start_date: pending.startDate,
            ...(startTime && { start_time: startTime }),
            travelers: pending.travelers,
          }
        : undefined;
      const started = await topUpWallet(amount, kind, newIdempotencyKey(), failed, resume);
      if (started === 'checkout') return false;
      const added = formatEuros(amount, pageLocale);
      toast.success(t`Top-up Successful`, {
        description: t`Added ${added} to your wallet.`,
      });
      isCredited = true;
    } catch (error) {
      toast.error(t`Top-up Failed`, {
        description: errorText(error, failed),
      });
    }
    await refreshWallet();
    setAction(null);
    return isCredited;
  }

  async function handleConfirm(startTime: string, leadTraveller: LeadTraveller) {
    if (!pending) return;
    setAction({ kind: 'confirm' });
    try {
      if (!userId) throw new Error('Not authenticated');
      await confirmMicroTourBooking(
        {
          micro_tour_id: pending.tourId,
          travelers: pending.travelers,
          start_date: pending.startDate,
          start_time: startTime,
          lead_traveller: leadTraveller,
        },
        newIdempotencyKey(),
      );
    } catch (error) {
      // A shortage by the server's reckoning (the balance changed meanwhile) is the spec's own
      // toast; any other refusal, a wallet in debt included, is 'Booking Failed' with its message.
      if (functionErrorCode(error) === 'insufficient_funds') {
        toast.error(t`Insufficient funds for pending booking`, {
          description: shortageText(insufficientFundsOf(error)),
        });
      } else {
        toast.error(t`Booking Failed`, {
          description: errorText(error, t`Failed to confirm booking.`),
        });
      }
      await refreshWallet();
      setAction(null);
      return;
    }
    toast.success(t`Booking Confirmed!`);
    await refreshWallet();
    setAction(null);
    await navigate('/dashboard?tab=bookings');
  }

  function handleDateChange(startDate: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('startDate', startDate);
        // Another day has its own times: the first still on sale is offered.
        next.delete('startTime');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function handleTimeChange(startTime: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('startTime', startTime);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function handleCancel() {
    setSearchParams({}, { replace: true });
    toast(t`Booking Cancelled`);
  }

  if (!userId) return null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Button variant="ghost" size="sm" className="-ml-3" onClick={handleBack}>
        <ArrowLeft aria-hidden="true" />
        <Trans>Back</Trans>
      </Button>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">
        <Trans>Wallet</Trans>
      </h1>
      <p className="mt-1 text-stone-600">
        <Trans>Your prepaid euro balance pays for tours as you book.</Trans>
      </p>

      <DebtAlert userId={userId} className="mt-6" />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <PendingCardTopUps
            userId={userId}
            watchedId={checkoutReturn?.outcome === 'success' ? checkoutReturn.topUpId : undefined}
            onWatchedSettled={clearCheckoutReturn}
          />
          <Card className="p-5 sm:p-6" role="region" aria-labelledby={balanceHeadingId}>
            <h2
              id={balanceHeadingId}
              className="text-sm font-semibold tracking-wide text-emerald-800 uppercase"
            >
              <Trans>Balance</Trans>
            </h2>
            <div className="mt-2">
              <BalanceFigure userId={userId} />
            </div>
            <TopUpForm
              busy={
                action?.kind === 'top-up' ? { kind: action.topUpKind, amount: action.amount } : null
              }
              disabled={action !== null}
              onTopUp={handleTopUp}
            />
          </Card>
          {pending && (
            <PendingBookingCard
              // Not keyed by the date: the date field changes it, and must keep its focus. Keyed
              // by the first day on sale, which moves the date field once the tour is read.
              key={`${pending.tourId}-${pending.travelers}-${firstDay}`}
              booking={pending}
              balance={balance.data}
              action={action}
              onDateChange={handleDateChange}
              onTimeChange={handleTimeChange}
              onTopUp={(amount, startTime) => void handleTopUp(amount, 'quick', startTime)}
              onConfirm={(_total, startTime, leadTraveller) =>
                void handleConfirm(startTime, leadTraveller)
              }
              onCancel={handleCancel}
            />
          )}
          <PendingWithdrawals userId={userId} />
          <WithdrawCard userId={userId} disabled={action !== null} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <TransactionHistory userId={userId} />
          {receipts}
        </div>
      </div>
    </div>
  );
}
