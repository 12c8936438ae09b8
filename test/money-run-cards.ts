import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { type FakeStripe, type FakeStripeEvent, stripeEvent } from './fake-stripe.js';

/**
 * The card side of the money run: for each card top-up a member started, what the member and
 * Stripe then do (pay, pay by a delayed method that settles or fails later, leave the page
 * open, let it expire; later refund or dispute), and the webhooks Stripe sends about it,
 * delivered as Stripe may: twice, late, out of order, while the server is killed (retried until
 * 2xx, as Stripe retries), next to forged and re-bodied deliveries that must be refused.
 */
export interface CardFigures {
  started: number;
  paid: number;
  paidLater: number;
  failedLater: number;
  leftOpen: number;
  expired: number;
  events: number;
  /** Events Stripe's own background sender delivered (and retried). */
  sentAtOnce: number;
  /** Deliveries answered 2xx. */
  delivered: number;
  duplicated: number;
  late: number;
  outOfOrder: number;
  /** Events whose delivery failed (server down or restarting) and that a retry delivered later. */
  failedThenDelivered: number;
  /** Events the fake's own retries gave up on, delivered again at the end. */
  redelivered: number;
  refunds: number;
  partialRefunds: number;
  disputes: number;
  /** Disputes closed as won at Stripe (the wallet gets back what was taken), and as lost. */
  disputesWon: number;
  disputesLost: number;
  forgedSent: number;
  forgedRefused: number;
  /** Correctly signed events whose body lies about a paid session (a larger amount). */
  signedLies: number;
  /** Correctly signed bodies of no event's shape (`[1,2]`, no data, a negative amount). */
  badShapesSent: number;
  badShapesRefused: number;
  /** Paid sessions made at Stripe naming another session's attempt. */
  foreignSessions: number;
}

/** What Stripe's records say, for the checks. */
export interface CardRecords {
  /** Sessions whose delayed payment failed. */
  failed: ReadonlySet<string>;
  disputes: readonly { id: string; paymentIntent: string; amount: number; won: boolean }[];
  /** Paid sessions made at Stripe, not by this site, that name an attempt of another session. */
  foreign: ReadonlySet<string>;
}

interface Delivery {
  event: FakeStripeEvent;
  dueAt: number;
}

const random = (n: number) => Math.floor(Math.random() * n);
/**
 * The first chance always, then with probability `p`: each kind of trouble the test expects
 * happens at least once, whatever the dice.
 */
const firstOrChance = (countSoFar: number, p: number) => countSoFar === 0 || Math.random() < p;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (status: number) => status >= 200 && status < 300;
/** A delivery the receiver did not answer definitively: down, restarting, or overloaded. */
const retryable = (status: number) => status === 0 || status >= 500 || status === 408;
const REVERSAL_EVERY = 40;
const DELIVERY_TIMEOUT_MS = 45_000;

export class CardTraffic {
  readonly anomalies: string[] = [];
  private readonly figures: CardFigures = {
    started: 0,
    paid: 0,
    paidLater: 0,
    failedLater: 0,
    leftOpen: 0,
    expired: 0,
    events: 0,
    sentAtOnce: 0,
    delivered: 0,
    duplicated: 0,
    late: 0,
    outOfOrder: 0,
    failedThenDelivered: 0,
    redelivered: 0,
    refunds: 0,
    partialRefunds: 0,
    disputes: 0,
    disputesWon: 0,
    disputesLost: 0,
    forgedSent: 0,
    forgedRefused: 0,
    signedLies: 0,
    badShapesSent: 0,
    badShapesRefused: 0,
    foreignSessions: 0,
  };
  private readonly seen = new Set<string>();
  private readonly givenUp = new Set<string>();
  private readonly events: FakeStripeEvent[] = [];
  private readonly queue: Delivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** Delayed payments not settled yet, with the step at which they settle. */
  private readonly unsettled: { sessionId: string; dueAt: number }[] = [];
  /** Paid sessions' payment intents, with their member, for refunds and disputes. */
  private readonly paid: { paymentIntent: string; userId: string }[] = [];
  private readonly open: string[] = [];
  private readonly failed = new Set<string>();
  private readonly foreign = new Set<string>();
  private readonly disputes: { id: string; paymentIntent: string; amount: number; won: boolean }[] =
    [];
  /** Payments refunded or disputed so far: a dispute is won only on a payment not touched before. */
  private readonly touched = new Set<string>();
  private nextReversalAt = REVERSAL_EVERY;
  private stopped = false;

  constructor(
    private readonly stripe: FakeStripe,
    /** Operations answered so far: the run's clock for "late". */
    private readonly progress: () => number,
    /** The running server's database, for the wallets nearest to debt. */
    private readonly pool: () => pg.Pool,
  ) {
    stripe.setDelivery('hold');
  }

  /** A member was sent to a Checkout page: decides what happens to it. */
  started(userId: string, checkoutUrl: string) {
    const sessionId = /\/c\/pay\/(\w+)$/.exec(checkoutUrl)?.[1];
    if (!sessionId) {
      this.anomalies.push(`a card top-up answered no Checkout page of the fake: ${checkoutUrl}`);
      return;
    }
    if (this.seen.has(sessionId)) return;
    this.seen.add(sessionId);
    this.figures.started += 1;
    const fate = Math.random();
    if (fate < 0.08) {
      this.figures.leftOpen += 1;
      this.open.push(sessionId);
      return;
    }
    if (fate < 0.16) {
      this.figures.expired += 1;
      this.emit(() => this.stripe.expire(sessionId));
      return;
    }
    if (fate < 0.3) {
      this.emit(() => this.stripe.pay(sessionId, { async: true }));
      this.unsettled.push({ sessionId, dueAt: this.progress() + 20 + random(200) });
      return;
    }
    this.figures.paid += 1;
    const session = this.stripe.session(sessionId);
    if (Math.random() < 0.12) {
      // A refund whose webhook comes before the payment's own completion.
      const [completed] = this.takeHeldOf(() => this.stripe.pay(sessionId));
      const paymentIntent = this.stripe.session(sessionId).payment_intent!;
      this.paid.push({ paymentIntent, userId });
      this.refund(paymentIntent, Math.random() < 0.5);
      this.queue.push({ event: completed!, dueAt: this.progress() + 5 + random(50) });
      this.figures.outOfOrder += 1;
      return;
    }
    const [completed] = this.emit(() => this.stripe.pay(sessionId));
    if (Math.random() < 0.15) {
      void this.forgeReplay(completed!, { amount_total: session.amount_total + 100_000 });
    }
    if (firstOrChance(this.figures.signedLies, 0.1))
      this.signedLie(completed!, session.amount_total);
    if (firstOrChance(this.figures.badShapesSent, 0.05)) this.badShape(completed!);
    if (firstOrChance(this.figures.foreignSessions, 0.04))
      this.foreignSession(session.metadata.topup_id ?? '');
    this.paid.push({ paymentIntent: this.stripe.session(sessionId).payment_intent!, userId });
  }

  /** Delivers what is due, settles delayed payments and reverses some payments, until stopped. */
  async run() {
    while (!this.stopped) {
      await this.step();
      await sleep(25);
    }
  }

  /** The server was just killed: some webhooks go out now, and fail until it is back. */
  duringDowntime() {
    for (const delivery of this.queue.splice(0, 6)) this.send(delivery.event);
    const sessionId = this.open.pop();
    if (sessionId) this.forgeCompletion(sessionId);
  }

  /** Everything still held is settled and delivered; the fake's own retries are waited for. */
  async finish(): Promise<CardFigures> {
    this.stopped = true;
    for (const { sessionId } of this.unsettled.splice(0)) this.settle(sessionId);
    for (const sessionId of this.open.slice(0, 3)) this.forgeCompletion(sessionId);
    for (const delivery of this.queue.splice(0)) this.send(delivery.event);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await this.stripe.idle();
    const deliveries = this.stripe.deliveries();
    const delivered = new Set(deliveries.filter((d) => ok(d.status)).map((d) => d.eventId));
    for (const event of this.events.filter((e) => !delivered.has(e.id))) {
      this.figures.redelivered += 1;
      this.send(event);
    }
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.count();
    return this.figures;
  }

  records(): CardRecords {
    return { failed: this.failed, disputes: this.disputes, foreign: this.foreign };
  }

  private count() {
    this.figures.events = this.events.length;
    const byEvent = new Map<string, number[]>();
    for (const delivery of this.stripe.deliveries()) {
      byEvent.set(delivery.eventId, [...(byEvent.get(delivery.eventId) ?? []), delivery.status]);
    }
    for (const event of this.events) {
      const statuses = byEvent.get(event.id) ?? [];
      const successes = statuses.filter(ok).length;
      this.figures.delivered += successes;
      if (successes > 1) this.figures.duplicated += 1;
      if (statuses.some((status, i) => retryable(status) && statuses.slice(i + 1).some(ok))) {
        this.figures.failedThenDelivered += 1;
      }
      if (successes === 0 && !this.givenUp.has(event.id)) {
        this.anomalies.push(`webhook ${event.id} (${event.type}) never taken`);
      }
      const refused = statuses.filter((status) => !ok(status) && !retryable(status));
      // Re-bodied replays of this event were refused with 400 (counted as forged); no other.
      if (refused.some((status) => status !== 400)) {
        this.anomalies.push(`webhook ${event.id} (${event.type}) answered ${refused.join(', ')}`);
      }
    }
  }

  private async step() {
    const now = this.progress();
    const due = this.queue.filter((delivery) => delivery.dueAt <= now);
    for (const delivery of due) {
      this.queue.splice(this.queue.indexOf(delivery), 1);
      this.send(delivery.event);
    }
    for (const item of this.unsettled.filter((entry) => entry.dueAt <= now)) {
      this.unsettled.splice(this.unsettled.indexOf(item), 1);
      this.settle(item.sessionId);
    }
    if (now >= this.nextReversalAt) {
      this.nextReversalAt += REVERSAL_EVERY;
      await this.reverseOne();
    }
  }

  private settle(sessionId: string) {
    const succeeded = Math.random() < 0.8;
    if (succeeded) this.figures.paidLater += 1;
    else {
      this.figures.failedLater += 1;
      this.failed.add(sessionId);
    }
    this.emit(() => this.stripe.settle(sessionId, succeeded));
    if (succeeded) {
      const session = this.stripe.session(sessionId);
      const userId = session.metadata.user_id ?? '';
      this.paid.push({ paymentIntent: session.payment_intent!, userId });
    }
  }

  /**
   * Half the time the payment of the member holding the least (so that spent money is taken
   * back and the wallet goes into debt), else any paid one: a full or partial refund, or a dispute.
   */
  private async reverseOne() {
    if (this.paid.length === 0) return;
    let target = this.paid[random(this.paid.length)]!;
    if (Math.random() < 0.5) {
      const { rows } = await this.pool()
        .query<{ user_id: string }>(
          `select user_id from public.wallets where user_id = any($1) order by balance_eur limit 3`,
          [[...new Set(this.paid.map((entry) => entry.userId))]],
        )
        .catch(() => ({ rows: [] }));
      const poorest = new Set(rows.map((row) => row.user_id));
      const candidates = this.paid.filter((entry) => poorest.has(entry.userId));
      if (candidates.length > 0) target = candidates[random(candidates.length)]!;
    }
    const kind = Math.random();
    // Half the disputes go to a payment not refunded or disputed before, which may be won.
    const untouched = this.paid.filter((entry) => !this.touched.has(entry.paymentIntent));
    if (kind < 0.175 && untouched.length > 0) {
      target = untouched[random(untouched.length)]!;
    }
    if (kind < 0.35) this.dispute(target.paymentIntent);
    else this.refund(target.paymentIntent, kind < 0.65);
  }

  private refund(paymentIntent: string, partial: boolean) {
    const session = this.stripe
      .sessions()
      .find((candidate) => candidate.payment_intent === paymentIntent)!;
    const amount =
      partial || this.figures.partialRefunds === 0
        ? 1 + random(session.amount_total - 1)
        : undefined;
    try {
      this.emit(() => this.stripe.refund(paymentIntent, amount));
    } catch {
      return; // Already refunded in full: Stripe refuses, nothing happens.
    }
    this.touched.add(paymentIntent);
    this.figures.refunds += 1;
    if (amount !== undefined) this.figures.partialRefunds += 1;
  }

  /**
   * A dispute of the whole payment. On a payment not refunded or disputed before, most of them
   * are then won (the payment leaves the run's targets: Stripe refunds no disputed charge), some
   * lost; the closing event is delivered late or out of order like any other, so a win may
   * arrive before its dispute's opening.
   */
  private dispute(paymentIntent: string) {
    const fresh = !this.touched.has(paymentIntent);
    this.touched.add(paymentIntent);
    const [event] = this.emit(() => this.stripe.dispute(paymentIntent));
    const dispute = event!.data.object;
    if (typeof dispute.id === 'string' && typeof dispute.amount === 'number') {
      const disputeId = dispute.id;
      const outcome = Math.random();
      const won = fresh && (this.figures.disputesWon === 0 || outcome < 0.6);
      this.disputes.push({ id: disputeId, paymentIntent, amount: dispute.amount, won });
      if (won) {
        this.paid.splice(
          0,
          this.paid.length,
          ...this.paid.filter((entry) => entry.paymentIntent !== paymentIntent),
        );
        this.emit(() => this.stripe.closeDispute(disputeId, 'won'));
        this.figures.disputesWon += 1;
      } else if (outcome < 0.7) {
        this.emit(() => this.stripe.closeDispute(disputeId, 'lost'));
        this.figures.disputesLost += 1;
      }
      // A dispute Stripe never opened, signed with another secret: must take nothing back.
      if (Math.random() < 0.3) {
        const forged = { ...event!, id: `evt_forged_${randomBytes(8).toString('hex')}` };
        forged.data = { object: { ...dispute, id: `dp_forged_${randomBytes(8).toString('hex')}` } };
        this.forge(forged, { secret: `whsec_${randomBytes(24).toString('base64url')}` });
      }
    }
    this.figures.disputes += 1;
  }

  /** Runs a fake Stripe action and takes its events: sent by the fake at once, or queued here. */
  private emit(action: () => FakeStripeEvent[]): FakeStripeEvent[] {
    if (Math.random() < 0.2) {
      this.stripe.setDelivery('at-once');
      try {
        const events = action();
        this.figures.sentAtOnce += events.length;
        this.events.push(...events);
        return events;
      } finally {
        this.stripe.setDelivery('hold');
      }
    }
    const events = this.takeHeldOf(action);
    for (const event of events) {
      const late = Math.random() < 0.3;
      if (late) this.figures.late += 1;
      this.queue.push({ event, dueAt: this.progress() + (late ? 20 + random(300) : 0) });
      // Stripe delivers at least once: some events come again, at once or much later.
      if (Math.random() < 0.2) {
        this.queue.push({ event, dueAt: this.progress() + random(2) * (10 + random(300)) });
      }
    }
    return events;
  }

  private takeHeldOf(action: () => FakeStripeEvent[]): FakeStripeEvent[] {
    const events = action();
    this.stripe.takeHeld();
    this.events.push(...events);
    return events;
  }

  /** Delivers a real event until the receiver answers 2xx, as Stripe retries. */
  private send(event: FakeStripeEvent) {
    const work = (async () => {
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      for (let attempt = 0; ; attempt += 1) {
        const [status = 0] = await this.stripe.deliver(event);
        if (!retryable(status)) return;
        if (Date.now() > deadline) {
          // Once per event, however many copies of it were being delivered.
          if (!this.givenUp.has(event.id)) {
            this.givenUp.add(event.id);
            this.anomalies.push(
              `webhook ${event.id} (${event.type}) still answered ${status} after ${DELIVERY_TIMEOUT_MS / 1000} s`,
            );
          }
          return;
        }
        await sleep(Math.min(1000, 50 * 2 ** attempt));
      }
    })();
    this.track(work);
  }

  private track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** A completion of an unpaid session that Stripe never sent: wrong secret, or no signature. */
  private forgeCompletion(sessionId: string) {
    const session = this.stripe.session(sessionId);
    const event = stripeEvent(
      'checkout.session.completed',
      {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_forged_${randomBytes(8).toString('hex')}`,
      },
      `evt_forged_${randomBytes(8).toString('hex')}`,
    );
    const forger = `whsec_${randomBytes(24).toString('base64url')}`;
    this.forge(event, { secret: forger });
    this.forge(event, { signature: null });
    this.forge(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    // Signed now, to be replayed in seven minutes.
    this.forge(event, { timestamp: Math.floor(Date.now() / 1000) + 400 });
  }

  /**
   * The real completion, correctly signed, claiming 999,900 cents more: acknowledged, and the
   * attempt credited only what Stripe's API says the session took (the checks compare).
   */
  private signedLie(event: FakeStripeEvent, amount: number) {
    this.figures.signedLies += 1;
    const lie = {
      ...event,
      data: { object: { ...event.data.object, amount_total: amount + 999_900 } },
    };
    this.deliverUntilAnswered(
      lie.type,
      () => this.stripe.deliver(lie).then(([status = 0]) => status),
      ok,
    );
  }

  /** Correctly signed bodies of no event's shape: 400, never 5xx (which Stripe retries for days). */
  private badShape(event: FakeStripeEvent) {
    const session = event.data.object;
    for (const body of [
      '[1,2]',
      JSON.stringify({ id: event.id, type: event.type }),
      JSON.stringify({ ...event, data: { object: { ...session, amount_total: -1 } } }),
    ]) {
      this.figures.badShapesSent += 1;
      this.deliverUntilAnswered(
        'a body of no event shape',
        () => this.stripe.deliverSigned(body),
        (status) => {
          if (status === 400) this.figures.badShapesRefused += 1;
          return status === 400;
        },
      );
    }
  }

  /**
   * A session made at Stripe (not by this site) naming another session's attempt, and paid:
   * its completion is acknowledged and credits nothing (the checks look for its alert).
   */
  private foreignSession(topupId: string) {
    const made = this.stripe.createSession({
      amount: 500,
      metadata: { topup_id: topupId, user_id: 'someone-else' },
    });
    this.figures.foreignSessions += 1;
    this.foreign.add(made.id);
    this.emit(() => this.stripe.pay(made.id));
  }

  /** Sends until the receiver answers other than "try again"; an answer `expected` refuses is an anomaly. */
  private deliverUntilAnswered(
    what: string,
    send: () => Promise<number>,
    expected: (status: number) => boolean,
  ) {
    const work = (async () => {
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      for (let attempt = 0; ; attempt += 1) {
        const status = await send();
        if (!retryable(status) || Date.now() > deadline) {
          if (!expected(status)) this.anomalies.push(`${what} was answered ${status}`);
          return;
        }
        await sleep(Math.min(1000, 50 * 2 ** attempt));
      }
    })();
    this.track(work);
  }

  /** A real event's signature over another body: a larger amount, say. */
  private forgeReplay(event: FakeStripeEvent, change: Record<string, unknown>) {
    const body = JSON.stringify(
      { ...event, data: { object: { ...event.data.object, ...change } } },
      null,
      2,
    );
    this.forge(event, { body });
  }

  private forge(event: FakeStripeEvent, options: Parameters<FakeStripe['deliver']>[1]) {
    this.figures.forgedSent += 1;
    const work = (async () => {
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      for (let attempt = 0; ; attempt += 1) {
        const [status = 0] = await this.stripe.deliver(event, options);
        if (status === 400) {
          this.figures.forgedRefused += 1;
          return;
        }
        if (!retryable(status) || Date.now() > deadline) {
          this.anomalies.push(`a forged delivery of ${event.type} was answered ${status}`);
          return;
        }
        await sleep(Math.min(1000, 50 * 2 ** attempt));
      }
    })();
    this.track(work);
  }
}
