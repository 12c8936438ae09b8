import { withdrawalAnswerSchema, type WithdrawalAnswer } from '@app/domain';
import { toCents } from '@app/domain/money';
import Stripe from 'stripe';
import { z } from 'zod';
import type { CallerDb } from '../platform/caller-db.js';
import type { Logger } from '../platform/logger.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import {
  callMoneyFunction,
  callWalletFunction,
  type MoneyRequest,
  type WalletFunction,
} from '../wallet/money-call.js';
import { euroText } from './stripe-amounts.js';

/** A refund as Stripe's API answers it: what recording one reads. */
export const stripeRefundSchema = z.object({
  id: z.string().min(1).max(255),
  amount: z.number().int().positive(),
  currency: z.string(),
  payment_intent: z.string().min(1).max(255).nullable(),
  status: z.string().min(1).max(64).nullable(),
  failure_reason: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
export type StripeRefund = z.infer<typeof stripeRefundSchema>;

const partSchema = z.object({
  id: z.guid(),
  withdrawalId: z.guid(),
  userId: z.guid(),
  paymentIntentId: z.string(),
  amountEur: z.number().positive(),
  refundId: z.string().nullable(),
});
type Part = z.infer<typeof partSchema>;
const dueSchema = z.object({ due: z.array(partSchema) });
const startedSchema = z.object({
  success: z.literal(true),
  withdrawal: z.object({ id: z.guid() }),
});
const recordedSchema = z.object({ ours: z.boolean(), reason: z.string().optional() });

/** A withdrawal refund still pending this long after it started is asked about at Stripe. */
const SETTLE_AFTER_SECONDS = 2 * 60;
/** Refunds one run of the job asks about; the next run takes the rest. */
const SETTLE_BATCH = 100;
/** Stripe's key for a part's refund: a retried creation gets the same refund. */
const idempotencyKeyOf = (partId: string) => `wallet-withdrawal-refund-${partId}`;

/** Our withdrawal refund a refund at Stripe says it was made for; null for any other refund. */
function partIdOf(refund: StripeRefund): string | null {
  const candidate = refund.metadata?.withdrawal_refund_id;
  return candidate && z.guid().safeParse(candidate).success ? candidate : null;
}

/**
 * Stripe refused to create the refund (it answered, with an error of the request): none exists.
 * A lost connection, a 5xx, a rate limit or a clash of idempotent requests may have made one.
 */
const isRefusedByStripe = (error: unknown): error is Stripe.errors.StripeInvalidRequestError =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.statusCode !== undefined &&
  error.statusCode < 500 &&
  error.statusCode !== 409 &&
  error.statusCode !== 429;

export interface StripeWithdrawals {
  withdraw(request: MoneyRequest, amountEur: number): Promise<WithdrawalAnswer>;
  /**
   * A refund as Stripe's API has it: recorded when it was made for one of our withdrawals
   * (true), else false, and the caller treats it as a refund made at Stripe.
   */
  record(refund: StripeRefund, log: Logger): Promise<boolean>;
  settlePending(log: Logger): Promise<number>;
}

/**
 * Withdrawals to the card through Stripe refunds (docs/decisions/037-withdrawals-to-the-card.md).
 * The database holds the amount and splits it over the card payments before Stripe is asked;
 * each part's refund is created with the part's id as Stripe's idempotency key and in its
 * metadata, so a crash at any point leaves either no refund (created again, the same one) or a
 * refund the job finds at Stripe. Only what Stripe's API says of a refund is recorded.
 */
export function createStripeWithdrawals(options: {
  stripe: Stripe;
  callFunction: CallerDb['callFunction'];
}): StripeWithdrawals {
  const { stripe } = options;
  const call = (fn: WalletFunction, args: readonly unknown[]) =>
    callWalletFunction(options.callFunction, SERVICE_CALLER, fn, args);

  async function record(refund: StripeRefund, log: Logger): Promise<boolean> {
    const partId = partIdOf(refund);
    if (!partId) return false;
    if (refund.currency.toLowerCase() !== 'eur' || !refund.payment_intent || !refund.status) {
      log.error({ refund: refund.id }, 'refund naming a withdrawal is not in euros: not recorded');
      return false;
    }
    const answer = recordedSchema.parse(
      await call('wallet.record_withdrawal_refund', [
        partId,
        refund.id,
        refund.payment_intent,
        euroText(refund.amount),
        refund.status,
        refund.failure_reason ?? null,
      ]),
    );
    if (!answer.ours && answer.reason === 'mismatch') {
      const message =
        'A refund at Stripe names a withdrawal refund it is not (another payment, amount or refund): it is taken as a refund made at Stripe.';
      log.error({ refund: refund.id, partId }, message);
      await call('wallet.raise_payment_alert', [
        'withdrawal_mismatch',
        message,
        null,
        refund.id,
        { refund: refund.id, withdrawalRefund: partId, amount: refund.amount },
      ]);
    }
    if (answer.ours) log.info({ refund: refund.id, status: refund.status }, 'withdrawal refund');
    return answer.ours;
  }

  /** Asks Stripe for the part's refund; a refusal fails the part, which gives its money back. */
  async function send(part: Part, log: Logger): Promise<void> {
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: part.paymentIntentId,
          amount: toCents(part.amountEur),
          reason: 'requested_by_customer',
          metadata: {
            withdrawal_id: part.withdrawalId,
            withdrawal_refund_id: part.id,
            user_id: part.userId,
          },
        },
        { idempotencyKey: idempotencyKeyOf(part.id) },
      );
    } catch (error) {
      if (!isRefusedByStripe(error)) throw error;
      log.warn({ err: error, part: part.id }, 'Stripe refused a withdrawal refund');
      await call('wallet.fail_withdrawal_refund', [part.id, error.code ?? 'refused_by_stripe']);
      return;
    }
    await record(stripeRefundSchema.parse(refund), log);
  }

  /** The part's refund at Stripe, when one was made but not recorded (the server stopped). */
  async function findAtStripe(part: Part): Promise<StripeRefund | null> {
    for await (const refund of stripe.refunds.list({
      payment_intent: part.paymentIntentId,
      limit: 100,
    })) {
      const parsed = stripeRefundSchema.parse(refund);
      if (partIdOf(parsed) === part.id) return parsed;
    }
    return null;
  }

  return {
    record,

    async withdraw(request, amountEur) {
      const started = startedSchema.parse(
        await callMoneyFunction(request, 'wallet.start_withdrawal', [amountEur]),
      );
      const { id } = started.withdrawal;
      // The parts not asked for yet: all of them, or those a first try of this request left.
      const { due } = dueSchema.parse(await call('wallet.withdrawal_refunds_due', [id, 0, 100]));
      for (const part of due.filter((candidate) => candidate.refundId === null)) {
        try {
          await send(part, request.log);
        } catch (error) {
          // Held and recorded as asked: the job asks Stripe again with the same key.
          request.log.error({ err: error, part: part.id }, 'withdrawal refund left for the job');
        }
      }
      return withdrawalAnswerSchema.parse(await call('wallet.withdrawal_summary', [id]));
    },

    /**
     * Refunds pending for minutes: never asked for (the server stopped first), made but not
     * recorded, or whose webhook never came. Each is settled as Stripe has it; one Stripe has no
     * trace of is asked for again with the same idempotency key.
     */
    async settlePending(log) {
      const { due } = dueSchema.parse(
        await call('wallet.withdrawal_refunds_due', [null, SETTLE_AFTER_SECONDS, SETTLE_BATCH]),
      );
      let settled = 0;
      for (const part of due) {
        try {
          const refund = part.refundId
            ? stripeRefundSchema.parse(await stripe.refunds.retrieve(part.refundId))
            : await findAtStripe(part);
          if (refund) await record(refund, log);
          else await send(part, log);
          settled += 1;
        } catch (error) {
          log.warn({ err: error, part: part.id }, 'withdrawal refund left for the next run');
        }
      }
      if (settled > 0) log.info({ settled }, 'pending withdrawal refunds settled with Stripe');
      return settled;
    },
  };
}
