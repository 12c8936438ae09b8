import { t } from '@lingui/core/macro';
import { isEuroAmount, TOPUP_MAX_EUR } from '@app/domain/money';
import { formatWholeEuros } from '../format-price';

/** The spec's message (English; invalidAmountText() says it in the page's language). */
export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount greater than 0';
export const invalidAmountText = () => t`Please enter a valid amount greater than 0`;

/**
 * The top-up form's custom amount: a number greater than 0 (the spec's rule and message), with at
 * most two decimals and within one top-up's limit (what the server would refuse anyway).
 */
export function validateCustomAmount(
  input: string,
): { amount: number; error: null } | { amount: null; error: string } {
  const text = input.trim();
  const amount = Number(text);
  if (text === '' || !Number.isFinite(amount) || amount <= 0) {
    return { amount: null, error: invalidAmountText() };
  }
  if (!isEuroAmount(amount)) {
    return { amount: null, error: t`Amount must have at most two decimals` };
  }
  if (amount > TOPUP_MAX_EUR) {
    const amount = formatWholeEuros(TOPUP_MAX_EUR);
    return { amount: null, error: t`At most ${amount} per top-up` };
  }
  return { amount, error: null };
}
