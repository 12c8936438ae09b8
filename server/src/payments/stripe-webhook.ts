import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { CallerDb } from '../platform/caller-db.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import { callWalletFunction, type WalletFunction } from '../wallet/money-call.js';
import { MoneyRefusal } from '../wallet/money-refusal.js';
import { WebhookSignatureError, type WebhookReceiver } from './payment-provider.js';

/** Stripe's events are a few kilobytes; anything far larger is not Stripe. */
const BODY_LIMIT = 256 * 1024;
/** How old a signature's timestamp may be (Stripe's own default): older deliveries are replays. */
const TOLERANCE_SECONDS = 300;

const cents = z.number().int().positive();

const sessionSchema = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.string(),
  amount_total: cents,
  currency: z.string(),
  payment_intent: z.string().min(1).max(255).nullable(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type Session = z.infer<typeof sessionSchema>;

const chargeSchema = z.object({
  id: z.string(),
  payment_intent: z.string().min(1).max(255).nullable(),
});

const disputeSchema = z.object({
  id: z.string().min(1).max(255),
  amount: cents,
  payment_intent: z.string().min(1).max(255).nullable(),
});

const reversalSchema = z.object({ found: z.boolean(), reversed: z.number() });

/** Integer cents as the exact euro text PostgreSQL's numeric takes. */
const euroText = (amount: number): string => (amount / 100).toFixed(2);

/** Our top-up attempt behind a Checkout Session; null for a session this site did not create. */
function topupIdOf(session: Session): string | null {
  const candidate = session.metadata?.topup_id ?? session.client_reference_id;
  return z.guid().safeParse(candidate).success && candidate ? candidate : null;
}

export interface StripeWebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  callFunction: CallerDb['callFunction'];
}

/**
 * POST /functions/v1/stripe-webhook: verifies the Stripe-Signature over the exact bytes, then
 * applies the event. Every path is idempotent and order-independent, since Stripe delivers at
 * least once, late and out of order: a completion credits once (the attempt's state), a refund
 * or dispute reverses once (its id), and a refund that arrives before its completion makes the
 * handler ask Stripe for the session and complete it first.
 */
export function createStripeWebhook(options: StripeWebhookOptions): WebhookReceiver {
  const { stripe } = options;
  const call = (fn: WalletFunction, args: readonly unknown[]) =>
    callWalletFunction(options.callFunction, SERVICE_CALLER, fn, args);

  /** A top-up this site does not know (another site on the same Stripe account) is left alone. */
  async function ignoreUnknown<T>(
    work: Promise<T>,
    log: FastifyBaseLogger,
  ): Promise<T | undefined> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof MoneyRefusal && error.code === 'topup_not_found') {
        log.warn({ err: error }, 'Stripe event for a top-up this site does not know');
        return undefined;
      }
      throw error;
    }
  }

  async function complete(session: Session, log: FastifyBaseLogger) {
    const topupId = topupIdOf(session);
    if (!topupId) return log.info({ session: session.id }, 'Checkout Session of another site');
    if (session.currency.toLowerCase() !== 'eur') {
      return log.error({ session: session.id }, 'paid Checkout Session not in euros: not credited');
    }
    const answer = await ignoreUnknown(
      call('wallet.complete_topup', [
        topupId,
        session.id,
        session.payment_intent,
        euroText(session.amount_total),
      ]),
      log,
    );
    if (answer) log.info({ topupId, credited: answer.credited }, 'card top-up completed');
  }

  async function close(session: Session, status: 'cancelled' | 'failed', log: FastifyBaseLogger) {
    const topupId = topupIdOf(session);
    if (topupId) await ignoreUnknown(call('wallet.close_topup', [topupId, status]), log);
  }

  /** Completes the paid session of a payment intent that has no credited top-up yet. */
  async function completeFromStripe(paymentIntent: string, log: FastifyBaseLogger) {
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: paymentIntent,
      limit: 1,
    });
    for (const session of sessions.data) {
      const parsed = sessionSchema.parse(session);
      if (parsed.payment_status === 'paid') await complete(parsed, log);
    }
  }

  async function reverse(
    paymentIntent: string,
    reference: string,
    amount: number,
    note: string,
    log: FastifyBaseLogger,
  ) {
    const args = [paymentIntent, reference, euroText(amount), note];
    let answer = reversalSchema.parse(await call('wallet.reverse_topup', args));
    if (!answer.found) {
      await completeFromStripe(paymentIntent, log);
      answer = reversalSchema.parse(await call('wallet.reverse_topup', args));
    }
    if (!answer.found) {
      return log.warn(
        { paymentIntent, reference },
        'reversal for a payment this site did not credit',
      );
    }
    log.info({ paymentIntent, reference, reversed: answer.reversed }, 'card top-up reversed');
  }

  async function apply(event: Stripe.Event, log: FastifyBaseLogger) {
    const object: unknown = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = sessionSchema.parse(object);
        // 'unpaid' is a delayed method (SEPA debit) still on its way: its own event follows.
        if (session.payment_status === 'paid') await complete(session, log);
        return;
      }
      case 'checkout.session.async_payment_succeeded':
        return complete(sessionSchema.parse(object), log);
      case 'checkout.session.async_payment_failed':
        return close(sessionSchema.parse(object), 'failed', log);
      case 'checkout.session.expired':
        return close(sessionSchema.parse(object), 'cancelled', log);
      case 'charge.refunded': {
        const charge = chargeSchema.parse(object);
        if (!charge.payment_intent) return;
        // The event's charge no longer lists its refunds: each is read from Stripe, by id.
        for await (const refund of stripe.refunds.list({
          payment_intent: charge.payment_intent,
          limit: 100,
        })) {
          if (refund.status === 'failed' || refund.status === 'canceled') continue;
          await reverse(
            charge.payment_intent,
            refund.id,
            refund.amount,
            'Card payment refunded',
            log,
          );
        }
        return;
      }
      case 'charge.dispute.created': {
        const dispute = disputeSchema.parse(object);
        if (!dispute.payment_intent) return;
        return reverse(
          dispute.payment_intent,
          dispute.id,
          dispute.amount,
          'Card payment disputed',
          log,
        );
      }
      default:
        return;
    }
  }

  return {
    functionName: 'stripe-webhook',
    signatureHeader: 'stripe-signature',
    bodyLimit: BODY_LIMIT,
    async receive(rawBody, signature, log) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          TOLERANCE_SECONDS,
        );
      } catch {
        throw new WebhookSignatureError(
          'The Stripe-Signature does not match this body, or its timestamp is too old',
        );
      }
      await apply(event, log.child({ stripeEvent: event.id, type: event.type }));
    },
  };
}
