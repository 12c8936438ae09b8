import type { CheckoutTopUp, TopUpResult } from '@app/domain';
import type { TopUpKind } from '@app/domain/money';
import type { TopUpResumeInput } from '@app/domain/topup-resume';
import { callServerFunction } from '../server-function';

/** A card provider answers with its payment page instead of crediting at once. */
export type WalletTopUpAnswer = TopUpResult | CheckoutTopUp;

/** What a failed top-up says without a message of its own: on the wallet page… */
export const TOP_UP_FAILED_MESSAGE = 'Failed to process top-up.';
/** …and on the dashboard's wallet tab and in the booking panel. */
export const WALLET_TRANSACTION_FAILED_MESSAGE = 'Failed to process wallet transaction.';

/**
 * POST /functions/v1/wallet-topup, with the action's idempotency key; a refusal without a message
 * of its own says `fallbackMessage`. `resume` is the booking the top-up interrupted: a card
 * payment comes back to it (decision 026).
 */
export function walletTopUp(
  amount: number,
  kind: TopUpKind,
  idempotencyKey: string,
  fallbackMessage = TOP_UP_FAILED_MESSAGE,
  resume?: TopUpResumeInput,
): Promise<WalletTopUpAnswer> {
  return callServerFunction<WalletTopUpAnswer>(
    'wallet-topup',
    resume ? { amount_eur: amount, kind, resume } : { amount_eur: amount, kind },
    idempotencyKey,
    fallbackMessage,
  );
}

/**
 * Every top-up of the app: 'credited' when the money is on the wallet now (demo payments);
 * 'checkout' when the browser is on its way to the card provider's payment page, where the
 * payment ends and from where it comes back to the page of `resume`'s booking, else /wallet.
 * Nothing is credited in the browser.
 */
export async function topUpWallet(
  amount: number,
  kind: TopUpKind,
  idempotencyKey: string,
  fallbackMessage = TOP_UP_FAILED_MESSAGE,
  resume?: TopUpResumeInput,
): Promise<'credited' | 'checkout'> {
  const answer = await walletTopUp(amount, kind, idempotencyKey, fallbackMessage, resume);
  if ('checkoutUrl' in answer) {
    // Only a web page: never a javascript: or data: address, whatever the answer says.
    if (!/^https?:\/\//i.test(answer.checkoutUrl)) throw new Error(fallbackMessage);
    // Back from the payment page may restore this page from the back-forward cache, still
    // busy: it is loaded afresh instead (and lists the payment as pending).
    window.addEventListener(
      'pageshow',
      (event) => {
        if (event.persisted) window.location.reload();
      },
      { once: true },
    );
    window.location.assign(answer.checkoutUrl);
    return 'checkout';
  }
  return 'credited';
}
