import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the card provider uses: Checkout Sessions
 * (create, retrieve, list by payment intent, expire), refunds (create, retrieve, list; pending,
 * succeeded or failed on demand), disputes (open, close, retrieve), a hosted payment page, and
 * webhooks signed exactly as Stripe signs them. The real `stripe` package talks to it through
 * STRIPE_API_BASE. It answers on 127.0.0.1 only.
 */

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

interface Payment {
  paymentIntent: string;
  charge: string;
  session: FakeCheckoutSession;
  refunded: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  failure_reason: string | null;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** One refund creation held on its way in (a server killed while Stripe works on it). */
export interface RefundRequestGate {
  /** Resolves when the request has reached Stripe. */
  arrived: Promise<void>;
  /**
   * `create`: Stripe makes the refund and answers whoever still listens; `drop`: the request is
   * lost before Stripe acted on it (the connection closes, nothing is made).
   */
  release(outcome: 'create' | 'drop'): void;
}

export interface DeliveryOptions {
  /** How many times to send it (Stripe delivers at least once). */
  times?: number;
  /** Another body under the event's signature: a replay with another body. */
  body?: string;
  /** The Stripe-Signature header to send instead of a correct one; null sends none. */
  signature?: string | null;
  /** The signature's timestamp, in seconds (a stale one is refused by the receiver). */
  timestamp?: number;
  /** The secret to sign with (a forger's). */
  secret?: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  /** The receiver's HTTP status, or 0 when the connection failed. */
  status: number;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string): void;
  /** `at-once` (the default) sends events as Stripe does, in the background, retrying failures; `hold` keeps them for `deliver`. */
  setDelivery(mode: 'at-once' | 'hold'): void;
  sessions(): FakeCheckoutSession[];
  session(id: string): FakeCheckoutSession;
  /**
   * A Checkout Session made at Stripe by someone other than this site's server (the dashboard,
   * another site on the account, or one who holds the API key), with the metadata they chose.
   */
  createSession(fields: {
    amount: number;
    metadata: Record<string, string>;
    clientReferenceId?: string;
  }): FakeCheckoutSession;
  /** The customer pays on the hosted page; `async` is a SEPA-like method that settles later. */
  pay(sessionId: string, options?: { async?: boolean }): FakeStripeEvent[];
  /** A delayed method's outcome. */
  settle(sessionId: string, succeeded: boolean): FakeStripeEvent[];
  refund(paymentIntent: string, amount?: number): FakeStripeEvent[];
  /** Every refund Stripe made, in order. */
  refunds(): FakeRefund[];
  /** How refunds made through the API start: `succeeded` (the default) or `pending`. */
  setRefundOutcome(outcome: 'succeeded' | 'pending'): void;
  /**
   * A refund's later fate at the card's bank: a pending one succeeds or fails; a succeeded one
   * fails when the bank sends it back. Sends `refund.updated` (and `refund.failed`).
   */
  settleRefund(
    refundId: string,
    outcome: 'succeeded' | 'failed',
    failureReason?: string,
  ): FakeStripeEvent[];
  /** The next `count` refund creations are refused with a 400 (as for a disputed charge). */
  refuseRefunds(count: number): void;
  /** Holds the next refund creation until released; see RefundRequestGate. */
  holdNextRefundRequest(): RefundRequestGate;
  dispute(paymentIntent: string, amount?: number): FakeStripeEvent[];
  /** The dispute's outcome (Stripe's statuses once it is over): `charge.dispute.closed`. */
  closeDispute(disputeId: string, status: 'won' | 'lost' | 'warning_closed'): FakeStripeEvent[];
  expire(sessionId: string): FakeStripeEvent[];
  /** Takes the events kept in `hold` mode and not yet delivered, oldest first. */
  takeHeld(): FakeStripeEvent[];
  /** Sends one event now, signed (or not, as the options say); returns each delivery's status. */
  deliver(event: FakeStripeEvent, options?: DeliveryOptions): Promise<number[]>;
  /** Sends any body, correctly signed with the webhook secret: the receiver's HTTP status. */
  deliverSigned(body: string, options?: { timestamp?: number }): Promise<number>;
  /** Every delivery made, in order. */
  deliveries(): Delivery[];
  /** The next `count` API requests answer 500, as Stripe does when it has trouble. */
  failNextRequests(count: number): void;
  /** Waits until background deliveries (and their retries) are done. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** An event as Stripe sends it to a webhook, around `object` (a session, a charge, a dispute). */
export function stripeEvent(type: string, object: object, eventId = id('evt')): FakeStripeEvent {
  return {
    id: eventId,
    object: 'event',
    api_version: API_VERSION,
    created: now(),
    type,
    data: { object: { ...object } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function required(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) throw new StripeApiError(400, `Missing required param: ${name}.`);
  return value;
}

function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(session: FakeCheckoutSession): string {
  const amount = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(
    session.amount_total / 100,
  );
  const closed = session.status !== 'open';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Checkout</title></head>
<body><main><h1>Pay ${escapeHtml(amount)}</h1>
${
  closed
    ? `<p>This checkout session is ${escapeHtml(session.status)}.</p>`
    : `<form method="post" action="/c/pay/${escapeHtml(session.id)}"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
<p><a href="/c/cancel/${escapeHtml(session.id)}">Cancel</a></p>`
}
</main></body></html>`;
}

export async function startFakeStripe(options: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const signer = new Stripe(secretKey);
  let webhookUrl = options.webhookUrl;
  let mode: 'at-once' | 'hold' = 'at-once';
  let baseUrl = '';

  const sessions = new Map<string, FakeCheckoutSession>();
  const payments = new Map<string, Payment>();
  const refunds: FakeRefund[] = [];
  let refundOutcome: 'succeeded' | 'pending' = 'succeeded';
  let refusingRefunds = 0;
  let refundGate:
    { arrived: () => void; released: Promise<'create' | 'drop'>; taken: boolean } | undefined;
  const disputes = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { body: string; answer: unknown }>();
  const heldEvents: FakeStripeEvent[] = [];
  const log: Delivery[] = [];
  const inFlight = new Set<Promise<void>>();
  let failing = 0;

  function sessionOf(sessionId: string): FakeCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session) throw new StripeApiError(404, `No such checkout.session: '${sessionId}'`);
    return session;
  }

  function paymentOf(paymentIntent: string): Payment {
    const payment = payments.get(paymentIntent);
    if (!payment) throw new StripeApiError(404, `No such payment_intent: '${paymentIntent}'`);
    return payment;
  }

  function chargeObject(payment: Payment) {
    return {
      id: payment.charge,
      object: 'charge',
      amount: payment.session.amount_total,
      amount_refunded: payment.refunded,
      currency: payment.session.currency,
      paid: true,
      refunded: payment.refunded >= payment.session.amount_total,
      status: 'succeeded',
      payment_intent: payment.paymentIntent,
      metadata: payment.session.metadata,
    };
  }

  function event(type: string, object: object): FakeStripeEvent {
    const created = stripeEvent(type, structuredClone(object));
    if (mode === 'hold') heldEvents.push(created);
    else sendInBackground(created);
    return created;
  }

  async function post(body: string, signature: string | null): Promise<number> {
    if (!webhookUrl) throw new Error('the fake Stripe has no webhook URL');
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (signature !== null) headers['stripe-signature'] = signature;
    try {
      const response = await fetch(webhookUrl, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  async function deliver(created: FakeStripeEvent, delivery: DeliveryOptions = {}) {
    const payload = JSON.stringify(created, null, 2);
    const statuses: number[] = [];
    for (let i = 0; i < (delivery.times ?? 1); i += 1) {
      const signature =
        delivery.signature !== undefined
          ? delivery.signature
          : signer.webhooks.generateTestHeaderString({
              payload,
              secret: delivery.secret ?? webhookSecret,
              timestamp: delivery.timestamp,
            });
      const status = await post(delivery.body ?? payload, signature);
      log.push({ eventId: created.id, type: created.type, status });
      statuses.push(status);
    }
    return statuses;
  }

  /** As Stripe: retried with a growing pause while the receiver does not answer 2xx. */
  function sendInBackground(created: FakeStripeEvent) {
    const run = (async () => {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const [status] = await deliver(created);
        if (status! >= 200 && status! < 300) return;
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** Math.min(attempt, 5)));
      }
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  function createSession(form: URLSearchParams): FakeCheckoutSession {
    if (required(form, 'mode') !== 'payment') throw new StripeApiError(400, 'Only mode=payment.');
    const currency = required(form, 'line_items[0][price_data][currency]');
    const unitAmount = Number(required(form, 'line_items[0][price_data][unit_amount]'));
    const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
    if (!Number.isSafeInteger(unitAmount) || unitAmount <= 0 || !Number.isSafeInteger(quantity)) {
      throw new StripeApiError(400, 'Invalid integer: unit_amount.');
    }
    required(form, 'line_items[0][price_data][product_data][name]');
    const sessionId = id('cs');
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency,
      payment_intent: null,
      client_reference_id: form.get('client_reference_id'),
      metadata: metadataOf(form, 'metadata'),
      success_url: required(form, 'success_url'),
      cancel_url: required(form, 'cancel_url'),
      url: `${baseUrl}/c/pay/${sessionId}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function pay(sessionId: string, payOptions: { async?: boolean } = {}) {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') {
      throw new StripeApiError(400, `This Checkout Session is ${session.status}.`);
    }
    const paymentIntent = id('pi');
    payments.set(paymentIntent, { paymentIntent, charge: id('ch'), session, refunded: 0 });
    session.status = 'complete';
    session.payment_intent = paymentIntent;
    session.url = null;
    session.payment_status = payOptions.async ? 'unpaid' : 'paid';
    return [event('checkout.session.completed', session)];
  }

  function settle(sessionId: string, succeeded: boolean) {
    const session = sessionOf(sessionId);
    if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
      throw new Error(`session ${sessionId} has no delayed payment to settle`);
    }
    if (succeeded) session.payment_status = 'paid';
    return [
      event(
        succeeded
          ? 'checkout.session.async_payment_succeeded'
          : 'checkout.session.async_payment_failed',
        session,
      ),
    ];
  }

  /**
   * A refund of the payment: from the dashboard (`refund()`, succeeded at once, `charge.refunded`
   * only, as the money run expects) or through the API (with its metadata and Stripe's events of
   * a created refund).
   */
  function makeRefund(
    paymentIntent: string,
    amount: number | undefined,
    fields: {
      metadata?: Record<string, string>;
      reason?: string | null;
      status?: FakeRefund['status'];
      viaApi?: boolean;
    } = {},
  ): { refund: FakeRefund; events: FakeStripeEvent[] } {
    const payment = paymentOf(paymentIntent);
    const left = payment.session.amount_total - payment.refunded;
    const cents = amount ?? left;
    if (!Number.isSafeInteger(cents) || cents <= 0 || cents > left) {
      throw new StripeApiError(
        400,
        `Refund amount (${cents}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    payment.refunded += cents;
    const created: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount: cents,
      currency: payment.session.currency,
      charge: payment.charge,
      payment_intent: paymentIntent,
      status: fields.status ?? 'succeeded',
      failure_reason: null,
      reason: fields.reason ?? null,
      metadata: fields.metadata ?? {},
      created: now(),
    };
    refunds.push(created);
    const events = fields.viaApi ? [event('refund.created', created)] : [];
    events.push(event('charge.refunded', chargeObject(payment)));
    return { refund: created, events };
  }

  function refundOf(refundId: string): FakeRefund {
    const found = refunds.find((r) => r.id === refundId);
    if (!found) throw new StripeApiError(404, `No such refund: '${refundId}'`);
    return found;
  }

  function settleRefund(refundId: string, outcome: 'succeeded' | 'failed', reason?: string) {
    const settled = refundOf(refundId);
    if (settled.status === outcome || settled.status === 'failed') {
      throw new Error(`refund ${refundId} is ${settled.status} already`);
    }
    if (outcome === 'succeeded' && settled.status !== 'pending') {
      throw new Error(`refund ${refundId} is not pending`);
    }
    settled.status = outcome;
    if (outcome === 'succeeded') return [event('refund.updated', settled)];
    // A failed refund's money is back on the merchant's balance: the charge may be refunded again.
    settled.failure_reason = reason ?? 'expired_or_canceled_card';
    paymentOf(settled.payment_intent).refunded -= settled.amount;
    return [event('refund.updated', settled), event('refund.failed', settled)];
  }

  function createRefund(form: URLSearchParams): FakeRefund {
    if (refusingRefunds > 0) {
      refusingRefunds -= 1;
      throw new StripeApiError(400, 'This charge cannot be refunded right now.');
    }
    const amount = form.get('amount');
    return makeRefund(
      required(form, 'payment_intent'),
      amount === null ? undefined : Number(amount),
      {
        metadata: metadataOf(form, 'metadata'),
        reason: form.get('reason'),
        status: refundOutcome,
        viaApi: true,
      },
    ).refund;
  }

  function dispute(paymentIntent: string, amount?: number) {
    const payment = paymentOf(paymentIntent);
    const opened = {
      id: id('dp'),
      object: 'dispute',
      amount: amount ?? payment.session.amount_total,
      currency: payment.session.currency,
      charge: payment.charge,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: now(),
    };
    disputes.set(opened.id, opened);
    return [event('charge.dispute.created', opened)];
  }

  function disputeOf(disputeId: string): Record<string, unknown> {
    const found = disputes.get(disputeId);
    if (!found) throw new StripeApiError(404, `No such dispute: '${disputeId}'`);
    return found;
  }

  function closeDispute(disputeId: string, status: 'won' | 'lost' | 'warning_closed') {
    const closing = disputeOf(disputeId);
    closing.status = status;
    return [event('charge.dispute.closed', closing)];
  }

  function expire(sessionId: string) {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        'Only Checkout Sessions with a status in ["open"] can be expired.',
      );
    }
    session.status = 'expired';
    session.url = null;
    return [event('checkout.session.expired', session)];
  }

  async function api(request: http.IncomingMessage, url: URL, body: string): Promise<unknown> {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      throw new StripeApiError(401, 'Invalid API Key provided.');
    }
    if (failing > 0) {
      failing -= 1;
      throw new StripeApiError(500, 'An unknown error occurred', 'api_error');
    }
    const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
    const key = request.headers['idempotency-key'];
    const idempotencyKey =
      typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : undefined;
    if (idempotencyKey && idempotent.has(idempotencyKey)) {
      const earlier = idempotent.get(idempotencyKey)!;
      if (earlier.body !== body) {
        throw new StripeApiError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          'idempotency_error',
        );
      }
      return earlier.answer;
    }
    const answer = route(request.method ?? 'GET', url.pathname, form);
    // Stripe replays the first response as it was, not the object as it is now (a paid session
    // has no url any more, but its replay still shows the one first answered).
    if (idempotencyKey) idempotent.set(idempotencyKey, { body, answer: structuredClone(answer) });
    return answer;
  }

  function route(method: string, path: string, form: URLSearchParams): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = form.get('payment_intent');
      return list(
        path,
        [...sessions.values()].filter((s) => !intent || s.payment_intent === intent),
      );
    }
    let match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) return sessionOf(match[1]!);
    match = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (method === 'POST' && match) {
      expire(match[1]!);
      return sessionOf(match[1]!);
    }
    match = /^\/v1\/disputes\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) return disputeOf(match[1]!);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = form.get('payment_intent');
      return list(
        path,
        refunds.filter((r) => !intent || r.payment_intent === intent),
      );
    }
    match = /^\/v1\/refunds\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) return refundOf(match[1]!);
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function page(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    let match = /^\/c\/pay\/([\w]+)$/.exec(url.pathname);
    if (match && request.method === 'GET') {
      const session = sessionOf(match[1]!);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(checkoutPage(session));
      return;
    }
    if (match && request.method === 'POST') {
      await readBody(request);
      const session = sessionOf(match[1]!);
      pay(session.id);
      response.writeHead(303, {
        location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
      });
      response.end();
      return;
    }
    match = /^\/c\/cancel\/([\w]+)$/.exec(url.pathname);
    if (match && request.method === 'GET') {
      const session = sessionOf(match[1]!);
      response.writeHead(303, { location: session.cancel_url });
      response.end();
      return;
    }
    throw new StripeApiError(404, 'Not found');
  }

  /** A held refund creation: waits for its release; false when it is to be lost. */
  async function passRefundGate(request: http.IncomingMessage, url: URL): Promise<boolean> {
    const gate = refundGate;
    if (!gate || gate.taken || request.method !== 'POST' || url.pathname !== '/v1/refunds') {
      return true;
    }
    gate.taken = true;
    gate.arrived();
    const outcome = await gate.released;
    refundGate = undefined;
    if (outcome === 'create') return true;
    request.socket.destroy();
    return false;
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    // The whole request is read first: a held one is still made once its sender is gone.
    const work = url.pathname.startsWith('/v1/')
      ? readBody(request).then(async (body) => {
          if (!(await passRefundGate(request, url))) return;
          const answer = await api(request, url, body);
          if (response.destroyed) return;
          response.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
          response.end(JSON.stringify(answer));
        })
      : page(request, response, url);
    work.catch((error: unknown) => {
      const status = error instanceof StripeApiError ? error.status : 500;
      const type = error instanceof StripeApiError ? error.type : 'api_error';
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { type, message: error instanceof Error ? error.message : 'error' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Stripe: no port');
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    setDelivery: (next) => {
      mode = next;
    },
    sessions: () => [...sessions.values()],
    session: sessionOf,
    createSession: ({ amount, metadata, clientReferenceId }) => {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(amount),
        'line_items[0][price_data][product_data][name]': 'Made elsewhere',
        success_url: `${baseUrl}/done`,
        cancel_url: `${baseUrl}/done`,
      });
      if (clientReferenceId) form.set('client_reference_id', clientReferenceId);
      for (const [key, value] of Object.entries(metadata)) form.set(`metadata[${key}]`, value);
      return createSession(form);
    },
    pay,
    settle,
    refund: (paymentIntent, amount) => makeRefund(paymentIntent, amount).events,
    refunds: () => [...refunds],
    setRefundOutcome: (outcome) => {
      refundOutcome = outcome;
    },
    settleRefund,
    refuseRefunds: (count) => {
      refusingRefunds = count;
    },
    holdNextRefundRequest() {
      let arrived!: () => void;
      let release!: (outcome: 'create' | 'drop') => void;
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<'create' | 'drop'>((resolve) => {
        release = resolve;
      });
      refundGate = { arrived, released, taken: false };
      return { arrived: arrival, release };
    },
    dispute,
    closeDispute,
    expire,
    takeHeld: () => heldEvents.splice(0),
    deliver,
    deliverSigned: (body, signOptions = {}) =>
      post(
        body,
        signer.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
          timestamp: signOptions.timestamp,
        }),
      ),
    deliveries: () => [...log],
    failNextRequests: (count) => {
      failing = count;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
