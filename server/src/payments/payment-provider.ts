import type {
  PendingTopUp,
  TopUpKind,
  TopUpResult,
  TopUpResumeInput,
  WithdrawalAnswer,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsSetting } from '../config.js';
import type { Logger } from '../platform/logger.js';
import type { MoneyRequest } from '../wallet/money-call.js';

/** What starting a top-up led to: money on the wallet now, or a provider's page to pay on. */
export type TopUpStart =
  | { kind: 'credited'; result: TopUpResult }
  | { kind: 'checkout'; checkoutUrl: string; topup: PendingTopUp };

/** A webhook delivery whose signature does not hold: refused, nothing applied. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A signed delivery whose body is not an event of the shape it names: refused with 400, never
 * 5xx, so the provider does not redeliver it for days.
 */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/** The provider's webhook, served at /functions/v1/{functionName}. */
export interface WebhookReceiver {
  readonly functionName: string;
  /** The request header that carries the provider's signature (lower case). */
  readonly signatureHeader: string;
  /** Bytes a delivery may have. */
  readonly bodyLimit: number;
  /**
   * Verifies the delivery's signature over its exact bytes (else WebhookSignatureError) and
   * applies it; resolves only once what it changed is committed, so a failure is retried.
   */
  receive(rawBody: Buffer, signature: string | undefined, log: FastifyBaseLogger): Promise<void>;
}

/**
 * Where top-up money comes from (docs/decisions/007-payment-provider-seam.md, 017). The request
 * carries the member, its Idempotency-Key and the body's hash; `amountEur` is already checked;
 * `kind` says how the member chose it, for the ledger's note; `resume` is the booking the top-up
 * interrupted, stored with the attempt and the way back from the provider's page (decision 026).
 */
export interface PaymentProvider {
  readonly name: PaymentsSetting;
  startTopUp(
    request: MoneyRequest,
    amountEur: number,
    kind: TopUpKind,
    resume?: TopUpResumeInput,
  ): Promise<TopUpStart>;
  /**
   * Closes the payment page of a pending top-up so it can no longer be paid: 'closed', or
   * 'paid' when the provider took the money first (its webhook credits it).
   */
  closeCheckout(checkoutSessionId: string): Promise<'closed' | 'paid'>;
  readonly webhook?: WebhookReceiver;
  /**
   * Asks the provider about top-ups still pending a few minutes after they started (a webhook
   * that never came) and settles each as the provider has it; how many it settled.
   */
  settlePendingTopUps?(log: Logger): Promise<number>;
  /**
   * Sends `amountEur` of the member's balance back to the cards it was paid with (decision 037):
   * the intent is written, then the provider is asked for each refund. Absent when the provider
   * takes no cards (demo): nothing can go back to a card.
   */
  withdraw?(request: MoneyRequest, amountEur: number): Promise<WithdrawalAnswer>;
  /**
   * Resumes and reconciles withdrawals whose refunds are still pending a few minutes after they
   * started (a refund never asked for, made but not recorded, or whose webhook never came); how
   * many refunds it settled.
   */
  settlePendingWithdrawals?(log: Logger): Promise<number>;
}
