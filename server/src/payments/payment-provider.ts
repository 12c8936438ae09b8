import type { TopUpKind, TopUpResult } from '@app/domain';
import type { MoneyRequest } from '../wallet/money-call.js';

/** What starting a top-up led to: money on the wallet now, or a provider's page to pay on. */
export type TopUpStart =
  { kind: 'credited'; result: TopUpResult } | { kind: 'checkout'; checkoutUrl: string };

/**
 * Where top-up money comes from (docs/decisions/007-payment-provider-seam.md). The request
 * carries the member, its Idempotency-Key and the body's hash; `amountEur` is already checked;
 * `kind` says how the member chose it, for the ledger's note.
 */
export interface PaymentProvider {
  readonly name: string;
  startTopUp(request: MoneyRequest, amountEur: number, kind: TopUpKind): Promise<TopUpStart>;
}
