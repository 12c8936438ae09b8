import Stripe from 'stripe';
import { z } from 'zod';
import type { CallerDb } from '../platform/caller-db.js';
import type { Logger } from '../platform/logger.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import { callWalletFunction, type WalletFunction } from '../wallet/money-call.js';
import { MoneyRefusal } from '../wallet/money-refusal.js';
import { euroText } from './stripe-amounts.js';
import {
  type StripeRefund,
  stripeRefundSchema,
  type StripeWithdrawals,
} from './stripe-withdrawals.js';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type WebhookReceiver,
} from './payment-provider.js';

/** Stripe's events are a few kilobytes; anything far larger is not Stripe. */
const BODY_LIMIT = 256 * 1024;
/**
 * How far a signature's timestamp may be from now (Stripe's own default), both ways: older
 * deliveries are replays, and one from the future was signed to be replayed later.
 */
const TOLERANCE_SECONDS = 300;

const cents = z.number().int().positive();

/** Any event: what is dispatched on. Its object's shape is checked by the case that reads it. */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type Event = z.infer<typeof eventSchema>;

/** Just enough of any Checkout Session to tell whether this site made it. */
const sessionOwnerSchema = z.object({
  id: z.string().min(1).max(255),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/** What a completion event claims of one of our sessions: checked against Stripe, never trusted. */
const claimedSessionSchema = sessionOwnerSchema.extend({
  amount_total: cents.optional(),
  payment_status: z.string().optional(),
});

const sessionSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.string().nullish(),
  payment_status: z.string(),
  amount_total: cents,
  currency: z.string(),
  payment_intent: z.string().min(1).max(255).nullable(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type Session = z.infer<typeof sessionSchema>;

const chargeSchema = z.object({
  id: z.string().min(1).max(255),
  payment_intent: z.string().min(1).max(255).nullable(),
});

const disputeSchema = z.object({
  id: z.string().min(1).max(255),
  amount: cents,
  payment_intent: z.string().min(1).max(255).nullable(),
});

/** A closed dispute as an event claims it: only its id is used, the rest is checked with Stripe. */
const closedDisputeSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.string().min(1).max(64),
  payment_intent: z.string().min(1).max(255).nullable(),
});
type ClosedDispute = z.infer<typeof closedDisputeSchema>;
/** Stripe's statuses of a dispute that is over; only `won` gives money back. */
const CLOSED_DISPUTE_STATUSES = new Set(['won', 'lost', 'warning_closed', 'prevented']);

/** What a refund event claims of its refund: checked against Stripe, never trusted. */
const claimedRefundSchema = z.object({
  id: z.string().min(1).max(255),
  amount: cents.optional(),
  currency: z.string().optional(),
  payment_intent: z.string().min(1).max(255).nullish(),
  status: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
/** Statuses a refund never leaves. */
const FINAL_REFUND_STATUSES = new Set(['succeeded', 'failed', 'canceled']);
const FAILED_REFUND_STATUSES = new Set(['failed', 'canceled']);

const reversalSchema = z.object({ found: z.boolean(), reversed: z.number() });
const closingSchema = z.object({ found: z.boolean(), credited: z.number() });
const completionSchema = z.object({ credited: z.boolean(), refused: z.string().nullish() });

/** A signed body's part, in the shape its event type promises; else a 400, never retried. */
function fromEvent<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new WebhookPayloadError(
    `The event's ${what} is not of the expected shape${issue ? `: ${issue.path.join('.') || 'body'} ${issue.message}` : ''}`,
  );
}

/** Every `t=` of a Stripe-Signature header, in seconds. */
const timestampsOf = (signature: string): number[] =>
  signature
    .split(',')
    .map((part) => /^\s*t=(\d+)\s*$/.exec(part)?.[1])
    .filter((value) => value !== undefined)
    .map(Number);

/** A top-up still pending this long after it started is asked about at Stripe. */
const SETTLE_AFTER_SECONDS = 5 * 60;
/** Attempts one run of the job asks about; the next run takes the rest. */
const SETTLE_BATCH = 100;

const dueSchema = z.object({
  due: z.array(z.object({ id: z.guid(), checkoutSessionId: z.string().nullable() })),
});

/** Our top-up attempt behind a Checkout Session; null for a session this site did not create. */
function topupIdOf(session: z.infer<typeof sessionOwnerSchema>): string | null {
  const candidate = session.metadata?.topup_id ?? session.client_reference_id;
  return z.guid().safeParse(candidate).success && candidate ? candidate : null;
}

export interface StripeWebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  callFunction: CallerDb['callFunction'];
  /** Refunds made for withdrawals to the card are recorded there, never reversed. */
  withdrawals: Pick<StripeWithdrawals, 'record'>;
  /** Now, in milliseconds (a test's clock). */
  now?: () => number;
}

/**
 * POST /functions/v1/stripe-webhook: verifies the Stripe-Signature over the exact bytes, then
 * applies the event. Every path is idempotent and order-independent, since Stripe delivers at
 * least once, late and out of order: a completion credits once (the attempt's state), a refund
 * or dispute reverses once (its id), a won dispute gives back what its reversal took once, a
 * withdrawal's refund is recorded as Stripe's API has it and never reversed (decision 037), and a
 * refund that arrives before its completion makes the handler ask Stripe for the session and
 * complete it first. A completion credits what Stripe's API says of the session, never what the
 * event's body claims, and only when that is what the attempt asked; anything else is
 * acknowledged, credits nothing and leaves a payment alert for the admins. A signed body of an
 * unexpected shape is 400 `invalid_event`, never 5xx.
 */
export function createStripeWebhook(
  options: StripeWebhookOptions,
): WebhookReceiver & { settlePending(log: Logger): Promise<number> } {
  const { stripe, withdrawals } = options;
  const now = options.now ?? Date.now;
  const call = (fn: WalletFunction, args: readonly unknown[]) =>
    callWalletFunction(options.callFunction, SERVICE_CALLER, fn, args);

  /** A top-up this site does not know (another site on the same Stripe account) is left alone. */
  async function ignoreUnknown<T>(work: Promise<T>, log: Logger): Promise<T | undefined> {
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

  /** Something an admin must look at (Admin → Payments); once per kind and reference. */
  async function alert(
    kind: 'event_mismatch' | 'unknown_session',
    reference: string,
    message: string,
    details: Record<string, unknown>,
    log: Logger,
  ) {
    log.error({ kind, reference, ...details }, message);
    await call('wallet.raise_payment_alert', [kind, message, null, reference, details]);
  }

  /** The session as Stripe's API has it; null when Stripe has no such session. */
  async function sessionAtStripe(sessionId: string): Promise<Session | null> {
    try {
      return sessionSchema.parse(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  async function complete(session: Session, eventId: string | null, log: Logger) {
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
        eventId,
      ]),
      log,
    );
    if (!answer) return;
    const completion = completionSchema.parse(answer);
    if (completion.refused) {
      return log.error(
        { topupId, session: session.id, refused: completion.refused },
        'not credited',
      );
    }
    log.info({ topupId, credited: completion.credited }, 'card top-up completed');
  }

  /**
   * A completion event: the session is read from Stripe, and credited as Stripe has it. An
   * event whose body says otherwise than Stripe is signed with our secret but not by Stripe.
   */
  async function completeAsStripeHasIt(event: Event, log: Logger) {
    const claimed = fromEvent(claimedSessionSchema, event.data.object, 'session');
    const session = await sessionAtStripe(claimed.id);
    if (!session) {
      return alert(
        'unknown_session',
        claimed.id,
        'A signed event names a Checkout Session that Stripe does not have: nothing credited.',
        { event: event.id, type: event.type },
        log,
      );
    }
    const body = event.data.object;
    const differs = (['amount_total', 'currency', 'payment_intent'] as const).filter(
      (field) => field in body && body[field] !== session[field],
    );
    if (
      differs.length > 0 ||
      topupIdOf(claimed) !== topupIdOf(session) ||
      (body.payment_status === 'paid' && session.payment_status !== 'paid')
    ) {
      await alert(
        'event_mismatch',
        `${event.id}`,
        'A signed event says otherwise than Stripe about its Checkout Session: only what Stripe says counts.',
        {
          event: event.id,
          session: session.id,
          fields: differs,
          claimed: Object.fromEntries(differs.map((field) => [field, body[field]])),
          atStripe: Object.fromEntries(differs.map((field) => [field, session[field]])),
        },
        log,
      );
    }
    // 'unpaid' is a delayed method (SEPA debit) still on its way: its own event follows.
    if (session.payment_status === 'paid') await complete(session, event.id, log);
  }

  async function close(event: Event, status: 'cancelled' | 'failed', log: Logger) {
    const topupId = topupIdOf(fromEvent(sessionOwnerSchema, event.data.object, 'session'));
    if (topupId) await ignoreUnknown(call('wallet.close_topup', [topupId, status]), log);
  }

  /** Completes the paid session of a payment intent that has no credited top-up yet. */
  async function completeFromStripe(paymentIntent: string, log: Logger) {
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: paymentIntent,
      limit: 1,
    });
    for (const session of sessions.data) {
      const parsed = sessionSchema.parse(session);
      if (parsed.payment_status === 'paid') await complete(parsed, null, log);
    }
  }

  async function reverse(
    paymentIntent: string,
    reference: string,
    amount: number,
    note: string,
    log: Logger,
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

  /** The dispute as Stripe's API has it; null when Stripe has no such dispute. */
  async function disputeAtStripe(disputeId: string): Promise<ClosedDispute | null> {
    try {
      return closedDisputeSchema.parse(await stripe.disputes.retrieve(disputeId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  /**
   * A closed dispute, as Stripe's API has it (a body signed with our secret is not proof of a
   * win). Won: the wallet gets back what the dispute's reversal took, as the ledger recorded it,
   * never the dispute's amount; once. Every closing is recorded, so that a won dispute whose
   * opening comes later reverses nothing.
   */
  async function closeDispute(event: Event, log: Logger) {
    const claimed = fromEvent(closedDisputeSchema, event.data.object, 'dispute');
    const dispute = await disputeAtStripe(claimed.id);
    if (
      !dispute ||
      dispute.status !== claimed.status ||
      dispute.payment_intent !== claimed.payment_intent
    ) {
      await alert(
        'event_mismatch',
        event.id,
        dispute
          ? 'A signed event says otherwise than Stripe about a dispute: only what Stripe says counts.'
          : 'A signed event names a dispute that Stripe does not have: nothing credited.',
        { event: event.id, dispute: claimed.id, claimed, atStripe: dispute },
        log,
      );
      if (!dispute) return;
    }
    if (!dispute.payment_intent) return;
    if (!CLOSED_DISPUTE_STATUSES.has(dispute.status)) {
      return log.warn({ dispute: dispute.id, status: dispute.status }, 'dispute still open');
    }
    const answer = closingSchema.parse(
      await call('wallet.close_dispute', [dispute.payment_intent, dispute.id, dispute.status]),
    );
    log.info(
      {
        dispute: dispute.id,
        status: dispute.status,
        found: answer.found,
        credited: answer.credited,
      },
      'card dispute closed',
    );
  }

  /** The refund as Stripe's API has it; null when Stripe has no such refund. */
  async function refundAtStripe(refundId: string): Promise<StripeRefund | null> {
    try {
      return stripeRefundSchema.parse(await stripe.refunds.retrieve(refundId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  /**
   * `refund.created`, `refund.updated`, `refund.failed`: the refund is read from Stripe and, when
   * it was made for a withdrawal, recorded as Stripe has it. A body that says otherwise than
   * Stripe (fields a refund never changes, or an outcome Stripe does not have) leaves an alert.
   * Refunds made at Stripe for anything else are reversed through `charge.refunded`.
   */
  async function refundChanged(event: Event, log: Logger) {
    const claimed = fromEvent(claimedRefundSchema, event.data.object, 'refund');
    const refund = await refundAtStripe(claimed.id);
    if (!refund) {
      return alert(
        'event_mismatch',
        event.id,
        'A signed event names a refund that Stripe does not have: nothing recorded.',
        { event: event.id, type: event.type, refund: claimed.id },
        log,
      );
    }
    const differs: string[] = (['amount', 'currency', 'payment_intent'] as const).filter(
      (field) => claimed[field] !== undefined && claimed[field] !== refund[field],
    );
    if (
      claimed.metadata &&
      claimed.metadata.withdrawal_refund_id !== refund.metadata?.withdrawal_refund_id
    ) {
      differs.push('metadata');
    }
    const claimedStatus = claimed.status ?? undefined;
    if (
      claimedStatus &&
      FINAL_REFUND_STATUSES.has(claimedStatus) &&
      claimedStatus !== refund.status &&
      !(claimedStatus === 'succeeded' && FAILED_REFUND_STATUSES.has(refund.status ?? ''))
    ) {
      differs.push('status');
    }
    if (differs.length > 0) {
      await alert(
        'event_mismatch',
        event.id,
        'A signed event says otherwise than Stripe about a refund: only what Stripe says counts.',
        { event: event.id, refund: refund.id, fields: differs },
        log,
      );
    }
    await withdrawals.record(refund, log);
  }

  async function apply(event: Event, log: Logger) {
    const object = event.data.object;
    // Sessions another site on the same account made may have other shapes (mode setup, no
    // amount): they are acknowledged before their shape is checked, never retried for days.
    if (event.type.startsWith('checkout.session.')) {
      const owner = sessionOwnerSchema.safeParse(object);
      if (!owner.success || !topupIdOf(owner.data)) {
        return log.info('Checkout Session of another site');
      }
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return completeAsStripeHasIt(event, log);
      case 'checkout.session.async_payment_failed':
        return close(event, 'failed', log);
      case 'checkout.session.expired':
        return close(event, 'cancelled', log);
      case 'charge.refunded': {
        const charge = fromEvent(chargeSchema, object, 'charge');
        if (!charge.payment_intent) return;
        // The event's charge no longer lists its refunds: each is read from Stripe, by id.
        for await (const listed of stripe.refunds.list({
          payment_intent: charge.payment_intent,
          limit: 100,
        })) {
          const refund = stripeRefundSchema.parse(listed);
          // A withdrawal's refund is the member's own money going back: recorded, not reversed.
          if (await withdrawals.record(refund, log)) continue;
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
        const dispute = fromEvent(disputeSchema, object, 'dispute');
        if (!dispute.payment_intent) return;
        return reverse(
          dispute.payment_intent,
          dispute.id,
          dispute.amount,
          'Card payment disputed',
          log,
        );
      }
      case 'charge.dispute.closed':
        return closeDispute(event, log);
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
        return refundChanged(event, log);
      default:
        return;
    }
  }

  /**
   * Top-ups pending for minutes: a webhook lost or never sent. Each is settled as Stripe has its
   * session (paid: credited as a completion is; expired: cancelled); one without a session
   * never had a payment page (the server stopped before answering) and fails. Sessions still
   * open, or paid by a delayed method on its way, are left to their webhook or a later run.
   */
  async function settlePending(log: Logger): Promise<number> {
    const { due } = dueSchema.parse(
      await call('wallet.card_topups_to_settle', [SETTLE_AFTER_SECONDS, SETTLE_BATCH]),
    );
    let settled = 0;
    for (const attempt of due) {
      const session = attempt.checkoutSessionId
        ? await sessionAtStripe(attempt.checkoutSessionId)
        : null;
      if (session?.payment_status === 'paid') {
        await complete(session, null, log);
      } else if (!session || session.status === 'expired') {
        await call('wallet.close_topup', [attempt.id, session ? 'cancelled' : 'failed']);
      } else {
        continue;
      }
      settled += 1;
    }
    if (settled > 0) log.info({ settled }, 'pending card top-ups settled with Stripe');
    return settled;
  }

  /** Stripe's own check refuses old timestamps only; one too far ahead is refused here. */
  function assertNotFromTheFuture(signature: string) {
    const latest = now() / 1000 + TOLERANCE_SECONDS;
    if (timestampsOf(signature).some((timestamp) => timestamp > latest)) {
      throw new WebhookSignatureError('The Stripe-Signature timestamp is in the future');
    }
  }

  return {
    settlePending,
    functionName: 'stripe-webhook',
    signatureHeader: 'stripe-signature',
    bodyLimit: BODY_LIMIT,
    async receive(rawBody, signature, log) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let verified: unknown;
      try {
        verified = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          now(),
        );
      } catch {
        throw new WebhookSignatureError(
          'The Stripe-Signature does not match this body, or its timestamp is too old',
        );
      }
      assertNotFromTheFuture(signature);
      const event = fromEvent(eventSchema, verified, 'body');
      await apply(event, log.child({ stripeEvent: event.id, type: event.type }));
    },
  };
}
