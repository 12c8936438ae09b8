import { isUuid } from '../is-uuid';

/** Where the card provider sends the member back: /wallet?checkout=success|cancelled&topup={id}. */
export interface CheckoutReturn {
  outcome: 'success' | 'cancelled';
  topUpId: string;
}

const CHECKOUT_PARAMS = ['checkout', 'topup'] as const;

/** Null unless both the outcome and a top-up id are there and well formed. */
export function parseCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const outcome = params.get('checkout');
  const topUpId = params.get('topup') ?? '';
  if ((outcome !== 'success' && outcome !== 'cancelled') || !isUuid(topUpId)) return null;
  return { outcome, topUpId };
}

/** The same address without the return's parameters (any others, a pending booking's, stay). */
export function withoutCheckoutReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of CHECKOUT_PARAMS) next.delete(name);
  return next;
}
