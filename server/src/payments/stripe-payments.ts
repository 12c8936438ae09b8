import { checkoutReturnPath, pendingTopUpSchema, topUpNotes } from '@app/domain';
import { toCents } from '@app/domain/money';
import Stripe from 'stripe';
import { z } from 'zod';
import type { StripeSettings } from '../config.js';
import type { CallerDb } from '../platform/caller-db.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import { callMoneyFunction, callWalletFunction } from '../wallet/money-call.js';
import { MoneyRefusal } from '../wallet/money-refusal.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeWebhook } from './stripe-webhook.js';
import { createStripeWithdrawals } from './stripe-withdrawals.js';

export interface StripePaymentsOptions {
  settings: StripeSettings;
  /** The site's public address, for the way back from Checkout. */
  siteUrl: () => string;
  callFunction: CallerDb['callFunction'];
}

/** The Stripe client, pointed at STRIPE_API_BASE when it is set (a local fake in tests). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

const startedSchema = z.object({ success: z.literal(true), topup: pendingTopUpSchema });

const unavailable = () =>
  new MoneyRefusal(
    'payment_provider_unavailable',
    503,
    'Card payments are unavailable right now. No money was taken; please try again in a few minutes.',
  );

/**
 * Card top-ups through Stripe Checkout (docs/decisions/017-card-payments.md): a pending top-up
 * attempt, a Checkout Session for it, and the credit when Stripe's signed webhook reports the
 * payment. The browser never credits anything.
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentProvider {
  const stripe = createStripeClient(options.settings);
  const withdrawals = createStripeWithdrawals({ stripe, callFunction: options.callFunction });
  const webhook = createStripeWebhook({
    stripe,
    webhookSecret: options.settings.webhookSecret,
    callFunction: options.callFunction,
    withdrawals,
  });

  return {
    name: 'stripe',
    async startTopUp(request, amountEur, kind, resume) {
      const started = startedSchema.parse(
        await callMoneyFunction(request, 'wallet.start_topup', [
          'stripe',
          amountEur,
          topUpNotes(kind, amountEur),
          resume ?? null,
        ]),
      );
      const { topup } = started;
      // Back to the page of the booking the top-up interrupted, as stored with the attempt: a
      // path this server builds, on this site's address (never one the request named).
      const back = (outcome: 'success' | 'cancelled') =>
        `${options.siteUrl()}${checkoutReturnPath(topup.resume, topup.id, outcome)}`;
      const giveUp = async (error: unknown, sessionId?: string) => {
        request.log.error({ err: error, topupId: topup.id }, 'no Checkout Session for a top-up');
        if (sessionId) await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
        await callWalletFunction(request.callFunction, SERVICE_CALLER, 'wallet.close_topup', [
          topup.id,
          'failed',
        ]).catch(() => undefined);
        return unavailable();
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: toCents(amountEur),
                  product_data: { name: 'EcoTours wallet top-up' },
                },
              },
            ],
            client_reference_id: topup.id,
            metadata: { topup_id: topup.id, user_id: request.caller.userId ?? '' },
            payment_intent_data: {
              metadata: { topup_id: topup.id, user_id: request.caller.userId ?? '' },
            },
            success_url: back('success'),
            cancel_url: back('cancelled'),
          },
          // A retry of the member's request (same top-up) gets the same session.
          { idempotencyKey: `wallet-topup-${topup.id}` },
        );
      } catch (error) {
        throw await giveUp(error);
      }
      if (!session.url) throw await giveUp(new Error('Checkout Session without a URL'), session.id);
      try {
        await callWalletFunction(request.callFunction, SERVICE_CALLER, 'wallet.attach_checkout', [
          topup.id,
          session.id,
          session.url,
        ]);
      } catch (error) {
        // A retry of a request whose first try failed: that top-up is closed, its page too.
        if (error instanceof MoneyRefusal && error.code === 'topup_not_pending') {
          throw await giveUp(error, session.id);
        }
        throw error;
      }
      return { kind: 'checkout', checkoutUrl: session.url, topup };
    },

    async closeCheckout(checkoutSessionId) {
      try {
        await stripe.checkout.sessions.expire(checkoutSessionId);
        return 'closed';
      } catch (error) {
        // Only an open session can be expired: a complete one was paid, its webhook credits it.
        const session = await stripe.checkout.sessions
          .retrieve(checkoutSessionId)
          .catch(() => undefined);
        if (session?.status === 'complete') return 'paid';
        if (session?.status === 'expired') return 'closed';
        throw error instanceof Stripe.errors.StripeError ? unavailable() : error;
      }
    },

    webhook,
    settlePendingTopUps: (log) => webhook.settlePending(log),
    withdraw: (request, amountEur) => withdrawals.withdraw(request, amountEur),
    settlePendingWithdrawals: (log) => withdrawals.settlePending(log),
  };
}
