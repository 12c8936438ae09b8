import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TOPUP_HOURLY_MAX_COUNT } from '@app/domain/money';
import { bookingTotals, microTourTotal } from '@app/domain/pricing';
import { findFreePort } from '@app/server/platform/free-port';
import {
  createMoneyCatalogue,
  fetchAnonKey,
  fundWallet,
  MONEY_RUN_PRICES,
  SEATS_TOUR_CAPACITY,
  type MoneyPrices,
  type MoneyCatalogue,
  type SignedInMember,
  signInMembers,
} from './money-fixtures.js';
import { type CardLedgerFigures, checkCardTopUps } from './card-invariants.js';
import { startFakeStripe } from './fake-stripe.js';
import { type AnsweredOperation, checkLedger, type LedgerFigures } from './money-invariants.js';
import { checkSeats, type SeatAnswer, type SeatFigures } from './seat-invariants.js';
import { type CardFigures, CardTraffic } from './money-run-cards.js';
import { copyDataDirTemplate } from './data-dir-template.js';
import { type ServerProcess, startServerProcess } from './server-process.js';
import { proveTokenWithNewFactor } from './two-factor.js';

/**
 * The money run: many members book and top up at once through the real gateway while the
 * server is killed with SIGKILL and restarted; then the ledger is checked against every answer.
 * One implementation for the fault test (`money-conservation.faults.ts`) and the bench's longer
 * run (`npm run bench -- --suite bookings`).
 */
export interface MoneyRunOptions {
  /** Distinct idempotency keys (bookings and top-ups), resends not counted. */
  operations: number;
  members: number;
  clients: number;
  /** SIGKILLs during the run, spread over it; one more comes before the checks. */
  kills: number;
  /** What the service puts in each wallet at the start (default: `operations` euros, ≤ 7,000). */
  fundingEurPerMember?: number;
  /**
   * Top-ups by card (PAYMENTS=stripe against a fake Stripe the run starts): each is a Checkout
   * page that is paid, left or expired, and credited or reversed by webhooks delivered with
   * chaos (money-run-cards.ts). Without it, top-ups are the demo provider's, credited at once.
   */
  cards?: boolean;
  /**
   * Seats, cancellations and waiting lists: bookings of a tour with 4 seats per date, members
   * cancelling their bookings and joining and leaving waiting lists, and an admin cancelling two
   * departures during the run (seat-invariants.ts checks seats, refunds and holds).
   */
  seats?: boolean;
  /** A key still without a definitive answer after this long is an anomaly (default 120 s). */
  answerTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface MoneyRunResult {
  operations: number;
  members: number;
  clients: number;
  byKind: Record<Kind, number>;
  requests: number;
  retries: number;
  resends: number;
  resendsWithOtherBody: number;
  /** Resent keys whose kept refusal was lost (a kill before it was kept), so they ran again. */
  rerunsAfterRefusal: number;
  rerunsPaid: number;
  pairs: number;
  sameKeyPairs: number;
  bursts: { count: number; beyondBalance: number; sent: number; paid: number; refused: number };
  kills: number;
  downtimesMs: number[];
  answers: Record<string, number>;
  paidBookings: number;
  topUps: number;
  insufficientFunds: number;
  /** Bookings refused because a reversal left the wallet in debt (a normal outcome with cards). */
  inDebtRefusals: number;
  cards: { traffic: CardFigures; ledger: CardLedgerFigures | undefined } | undefined;
  seats: (SeatFigures & { soldOutRefusals: number; departureCancellations: number }) | undefined;
  fundingEur: number;
  balanceSamples: number;
  lowestSampledBalance: number | undefined;
  ledger: LedgerFigures | undefined;
  prices: MoneyPrices;
  anomalies: string[];
  seconds: number;
}

type Kind = AnsweredOperation['kind'];
const BOOKING_KINDS = new Set<Kind>(['tour', 'micro', 'seats']);
const SEAT_KINDS = new Set<Kind>(['cancel', 'join', 'leave']);
/** Refusals that are normal outcomes of each kind besides 402 (the refused member changes nothing). */
const NORMAL_REFUSALS: Partial<Record<Kind, readonly string[]>> = {
  seats: ['sold_out', 'date_unavailable'],
  cancel: ['booking_already_cancelled'],
  join: ['seats_available', 'already_waiting', 'date_unavailable'],
  leave: ['waitlist_entry_closed'],
};

interface Operation {
  key: string;
  member: SignedInMember;
  kind: Kind;
  body: Record<string, unknown>;
  /** Euros it costs (bookings) or credits (top-ups). */
  amountEur: number;
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

const FUNCTION_PATHS: Record<Kind, string> = {
  topup: 'wallet-topup',
  tour: 'process-booking',
  micro: 'confirm-micro-tour-booking',
  seats: 'process-booking',
  cancel: 'cancel-booking',
  join: 'join-waitlist',
  leave: 'leave-waitlist',
};
/** Leaves room under the hourly top-up count for the probes that resend with another body. */
const TOPUPS_PER_MEMBER = TOPUP_HOURLY_MAX_COUNT - 5;
const RESEND_SHARE = 0.1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (n: number) => Math.floor(Math.random() * n);
const cents = (euros: number) => Math.round(euros * 100);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The running server: replaced on every restart, so clients always read it from here. */
class LiveServer {
  server!: ServerProcess;
  pool!: pg.Pool;
  readonly downtimesMs: number[] = [];
  /** Killed and not started again (yet). */
  private down = false;
  constructor(
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return this.server.url;
  }

  async start() {
    this.server = await startServerProcess({ dataDir: this.dataDir, env: this.env });
    this.pool = new pg.Pool({ connectionString: this.server.serviceDatabaseUrl, max: 3 });
    // A killed server's PostgreSQL goes away under idle clients: not an error of the run.
    this.pool.on('error', () => undefined);
  }

  /** `whileDown` runs once the process is gone, before the new one starts. */
  async crashAndRestart(whileDown?: () => void) {
    const killedAt = Date.now();
    await this.server.kill();
    this.down = true;
    whileDown?.();
    const old = this.pool;
    await this.start();
    this.down = false;
    this.downtimesMs.push(Date.now() - killedAt);
    void old.end().catch(() => undefined);
  }

  /**
   * After a failed restart the killed server's PostgreSQL and PostgREST still run: only a start
   * on the same DATA_DIR stops them, so one more start comes before the stop.
   */
  async stop() {
    await this.pool.end().catch(() => undefined);
    if (this.down) {
      const started = await this.start().then(
        () => true,
        () => false,
      );
      if (!started) return;
      await this.pool.end().catch(() => undefined);
    }
    await this.server.stop();
  }
}

/**
 * A member may be credited at most €10,000 in 24 hours, funding included: in a longer run the
 * prices go down so that bookings still succeed about as often as in the 2,000-operation one.
 */
function scaledPrices(options: MoneyRunOptions): MoneyPrices {
  const scale = Math.min(1, (100 * options.members) / options.operations);
  const euros = (value: number) => Math.max(1, Math.round(value * scale * 100) / 100);
  return {
    tourEur: euros(MONEY_RUN_PRICES.tourEur),
    addOnEur: euros(MONEY_RUN_PRICES.addOnEur),
    microTourEur: Math.max(5, euros(MONEY_RUN_PRICES.microTourEur)),
  };
}

export async function runMoneyRun(options: MoneyRunOptions): Promise<MoneyRunResult> {
  const log = options.log ?? (() => undefined);
  const answerTimeoutMs = options.answerTimeoutMs ?? 120_000;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-money-'));
  // In a test run, a copy of the run's migrated cluster (none for a benchmark run).
  await copyDataDirTemplate(dataDir);
  // A fixed port across restarts; no cap on connections per client: 32 loops with pairs and
  // bursts hold more than 64 at once, all from 127.0.0.1.
  const stripe = options.cards ? await startFakeStripe() : undefined;
  const adminEmail = `money-admin-${randomUUID().slice(0, 8)}@example.test`;
  const live = new LiveServer(dataDir, {
    ADMIN_EMAILS: adminEmail,
    PORT: String(await findFreePort()),
    MAX_CONNECTIONS_PER_CLIENT: '0',
    SEED_DEMO: 'false',
    ...(stripe
      ? {
          PAYMENTS: 'stripe',
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_BASE: stripe.url,
        }
      : { PAYMENTS: 'demo' }),
  });
  const started = Date.now();
  log(`starting the server on ${dataDir}${stripe ? ', card top-ups through a fake Stripe' : ''}`);
  await live.start().catch(async (error: unknown) => {
    await stripe?.close();
    throw error;
  });
  // The same port after every restart: Stripe keeps one webhook endpoint.
  stripe?.setWebhookUrl(`${live.url}/functions/v1/stripe-webhook`);
  try {
    const anonKey = await fetchAnonKey(live.url);
    const catalogue = await createMoneyCatalogue(live.pool, scaledPrices(options));
    const members = await signInMembers(live.pool, live.url, anonKey, options.members);
    // Two more, outside the random traffic, for the scripted waiting-list scene.
    const scene = await signInMembers(live.pool, live.url, anonKey, options.seats ? 2 : 0);
    const [signedIn] = await signInMembers(live.pool, live.url, anonKey, 1, [adminEmail]);
    // Admins act only from sessions proven with a second factor (decision 045).
    const admin = {
      ...signedIn!,
      accessToken: await proveTokenWithNewFactor(live.url, anonKey, signedIn!.accessToken),
    };
    // NOTE: the member's rolling-24-hour top-up cap (€10,000) counts the service's funding too.
    const fundingEurPerMember = options.fundingEurPerMember ?? Math.min(options.operations, 7000);
    for (const member of [...members, ...scene]) {
      await fundWallet(live.pool, member.id, fundingEurPerMember);
    }
    log(`${members.length} members signed in, each funded with €${fundingEurPerMember}`);

    const cards: CardTraffic | undefined =
      stripe &&
      new CardTraffic(
        stripe,
        (): number => run.answeredCount,
        () => live.pool,
      );
    const run = new Run(
      options,
      live,
      anonKey,
      catalogue,
      members,
      scene,
      admin,
      answerTimeoutMs,
      log,
      cards,
    );
    const traffic = await run.execute();

    // Whatever was answered as done must survive a crash: one more SIGKILL before the checks.
    log('all operations answered; SIGKILL once more, restart, then check the ledger');
    await live.crashAndRestart();
    const ids = [...members, ...scene].map((member) => member.id);
    run.anomalies.push(...(await run.checkScene()));
    const { figures, anomalies } = await checkLedger(live.pool, run.answered, ids);
    run.anomalies.push(...anomalies);
    let cardFigures: MoneyRunResult['cards'];
    if (stripe && cards && traffic) {
      const checked = await checkCardTopUps(live.pool, stripe, cards.records(), ids);
      run.anomalies.push(...cards.anomalies, ...checked.anomalies);
      cardFigures = { traffic, ledger: checked.figures };
    }
    let seatFigures: SeatFigures | undefined;
    if (options.seats) {
      const tours = [
        catalogue.tourId,
        catalogue.burstTour.id,
        catalogue.microTourId,
        catalogue.seatsTour.id,
      ];
      const checked = await checkSeats(live.pool, tours, ids, run.seatAnswers);
      run.anomalies.push(...checked.anomalies);
      seatFigures = checked.figures;
    }
    const seconds = (Date.now() - started) / 1000;
    return run.result(
      figures,
      cardFigures,
      seatFigures,
      fundingEurPerMember * members.length,
      seconds,
    );
  } finally {
    await live.stop();
    await stripe?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

class Run {
  readonly answered: AnsweredOperation[] = [];
  readonly seatAnswers: SeatAnswer[] = [];
  readonly anomalies: string[] = [];
  /** Bookings a member was told were paid, and the waiting entries they were told they hold. */
  private readonly bookingsOf = new Map<string, string[]>();
  private readonly entriesOf = new Map<string, string[]>();
  private soldOutRefusals = 0;
  private departureCancellations = 0;
  private issued = 0;
  private completed = 0;
  private finished = false;
  private readonly topUpsIssued = new Map<string, number>();
  private readonly byKind: Record<Kind, number> = {
    topup: 0,
    tour: 0,
    micro: 0,
    seats: 0,
    cancel: 0,
    join: 0,
    leave: 0,
  };
  private readonly answers: Record<string, number> = {};
  private requests = 0;
  private retries = 0;
  private resends = 0;
  private resendsWithOtherBody = 0;
  private rerunsAfterRefusal = 0;
  private rerunsPaid = 0;
  private pairs = 0;
  private sameKeyPairs = 0;
  private readonly bursts = { count: 0, beyondBalance: 0, sent: 0, paid: 0, refused: 0 };
  private kills = 0;
  private inDebtRefusals = 0;
  private balanceSamples = 0;
  private lowestSampledBalance: number | undefined;
  private readonly tag = randomUUID().slice(0, 8);
  private readonly burstEvery: number;
  private nextBurstAt: number;

  constructor(
    private readonly options: MoneyRunOptions,
    private readonly live: LiveServer,
    private readonly anonKey: string,
    private readonly catalogue: MoneyCatalogue,
    private readonly members: SignedInMember[],
    private readonly sceneMembers: SignedInMember[],
    private readonly admin: SignedInMember,
    private readonly answerTimeoutMs: number,
    private readonly log: (message: string) => void,
    private readonly cards?: CardTraffic,
  ) {
    this.burstEvery = Math.max(100, Math.floor(options.operations / 10));
    this.nextBurstAt = Math.floor(this.burstEvery / 2);
  }

  get answeredCount() {
    return this.completed;
  }

  /** Runs the clients (and the card traffic); resolves with the card figures once all is delivered. */
  async execute(): Promise<CardFigures | undefined> {
    const clients = Array.from({ length: this.options.clients }, () => this.client());
    const background = [
      this.killer(),
      this.sampler(),
      this.cards?.run(),
      this.options.seats ? this.departureCanceller() : undefined,
      this.options.seats ? this.waitlistScene() : undefined,
    ];
    await Promise.all(clients);
    this.finished = true;
    if (this.cards) this.log('all operations answered; delivering the webhooks still held');
    const traffic = await this.cards?.finish();
    await Promise.all(background);
    return traffic;
  }

  result(
    ledger: LedgerFigures,
    cards: MoneyRunResult['cards'],
    seats: SeatFigures | undefined,
    fundingEur: number,
    seconds: number,
  ): MoneyRunResult {
    const count = (kind: (op: AnsweredOperation) => boolean) => this.answered.filter(kind).length;
    return {
      operations: this.issued,
      members: this.members.length,
      clients: this.options.clients,
      byKind: this.byKind,
      requests: this.requests,
      retries: this.retries,
      resends: this.resends,
      resendsWithOtherBody: this.resendsWithOtherBody,
      rerunsAfterRefusal: this.rerunsAfterRefusal,
      rerunsPaid: this.rerunsPaid,
      pairs: this.pairs,
      sameKeyPairs: this.sameKeyPairs,
      bursts: this.bursts,
      kills: this.kills,
      downtimesMs: this.live.downtimesMs,
      answers: this.answers,
      paidBookings: count((op) => op.status === 200 && BOOKING_KINDS.has(op.kind)),
      topUps: count((op) => op.status === 200 && op.kind === 'topup'),
      insufficientFunds: count((op) => op.status === 402) - this.inDebtRefusals,
      inDebtRefusals: this.inDebtRefusals,
      cards,
      seats: seats && {
        ...seats,
        soldOutRefusals: this.soldOutRefusals,
        departureCancellations: this.departureCancellations,
      },
      fundingEur,
      balanceSamples: this.balanceSamples,
      lowestSampledBalance: this.lowestSampledBalance,
      ledger,
      prices: this.catalogue.prices,
      anomalies: this.anomalies,
      seconds,
    };
  }

  /** Claims up to `n` operation numbers; fewer (or none) near the end. */
  private claim(n: number): number {
    const granted = Math.max(0, Math.min(n, this.options.operations - this.issued));
    this.issued += granted;
    return granted;
  }

  private async client() {
    for (;;) {
      const shape = Math.random();
      if (this.issued >= this.nextBurstAt && this.claim(1) === 1) {
        // The claimed number is the burst's first booking; the others claim their own.
        this.nextBurstAt += this.burstEvery;
        await this.burst();
      } else if (shape < 0.05) {
        const granted = this.claim(2);
        if (granted === 0) return;
        const member = this.pickMember();
        const ops = Array.from({ length: granted }, () => this.newOperation(member));
        if (granted === 2) this.pairs += 1;
        await Promise.all(ops.map((op) => this.perform(op)));
      } else if (shape < 0.07) {
        if (this.claim(1) === 0) return;
        await this.performSameKeyPair(this.newOperation(this.pickMember()));
      } else {
        if (this.claim(1) === 0) return;
        await this.perform(this.newOperation(this.pickMember()));
      }
    }
  }

  private pickMember(): SignedInMember {
    return this.members[random(this.members.length)]!;
  }

  private newOperation(
    member: SignedInMember,
    kind?: Kind,
    travelers?: number,
    burst = false,
  ): Operation {
    const key = `money-${this.tag}-${this.issued}-${randomUUID().slice(0, 8)}`;
    const topUps = this.topUpsIssued.get(member.id) ?? 0;
    let chosen: Kind =
      kind ??
      (Math.random() < 0.12 && topUps < TOPUPS_PER_MEMBER
        ? 'topup'
        : this.options.seats && Math.random() < 0.35
          ? this.seatKind()
          : Math.random() < 0.5
            ? 'tour'
            : 'micro');
    const held = (chosen === 'cancel' ? this.bookingsOf : this.entriesOf).get(member.id) ?? [];
    if ((chosen === 'cancel' || chosen === 'leave') && held.length === 0) chosen = 'seats';
    this.byKind[chosen] += 1;
    if (chosen === 'cancel' || chosen === 'leave') {
      // Mostly one the member still has; now and then one already used, refused as such.
      const index = random(held.length);
      const id = held[index]!;
      if (Math.random() < 0.9) held.splice(index, 1);
      const body = chosen === 'cancel' ? { booking_id: id } : { entry_id: id };
      return { key, member, kind: chosen, body, amountEur: 0 };
    }
    if (chosen === 'join') {
      const departures = this.catalogue.seatsTour.departureIds;
      const count = travelers ?? 1 + random(2);
      const body = { departure_id: departures[random(departures.length)]!, travelers: count };
      return {
        key,
        member,
        kind: chosen,
        body,
        amountEur: this.catalogue.seatsTour.priceEur * count,
      };
    }
    const startDate = this.catalogue.dates[random(this.catalogue.dates.length)]!;
    if (chosen === 'topup') {
      this.topUpsIssued.set(member.id, topUps + 1);
      const amountEur = 20 + random(131) + (Math.random() < 0.5 ? 0.5 : 0);
      return { key, member, kind: chosen, body: { amount_eur: amountEur }, amountEur };
    }
    if (chosen === 'micro') {
      const count = travelers ?? 1 + random(4);
      const amountEur = microTourTotal(this.catalogue.prices.microTourEur, count);
      const body = {
        micro_tour_id: this.catalogue.microTourId,
        travelers: count,
        start_date: startDate,
      };
      return { key, member, kind: chosen, body, amountEur };
    }
    if (chosen === 'seats') {
      const { dates } = this.catalogue.seatsTour;
      return this.seatsBooking(
        key,
        member,
        dates[random(dates.length)]!,
        travelers ?? 1 + random(2),
      );
    }
    const count = travelers ?? 1 + random(3);
    const withAddOn = !burst && (travelers !== undefined || Math.random() < 0.5);
    const totals = bookingTotals({
      pricePerPerson: burst ? this.catalogue.burstTour.priceEur : this.catalogue.prices.tourEur,
      travelers: count,
      addonPrices: withAddOn ? [this.catalogue.prices.addOnEur] : [],
    });
    const body = {
      tourId: burst ? this.catalogue.burstTour.id : this.catalogue.tourId,
      startDate,
      travelers: count,
      addOnIds: withAddOn ? [this.catalogue.addOnId] : [],
      baseTotalEUR: totals.baseTotal,
      addOnsTotalEUR: totals.addOnsTotal,
      grandTotalEUR: totals.grandTotal,
    };
    return { key, member, kind: chosen, body, amountEur: totals.grandTotal };
  }

  private seatsBooking(
    key: string,
    member: SignedInMember,
    startDate: string,
    travelers: number,
  ): Operation {
    const { id: tourId, priceEur } = this.catalogue.seatsTour;
    const amountEur = priceEur * travelers;
    const body = {
      tourId,
      startDate,
      travelers,
      addOnIds: [],
      baseTotalEUR: amountEur,
      addOnsTotalEUR: 0,
      grandTotalEUR: amountEur,
    };
    return { key, member, kind: 'seats', body, amountEur };
  }

  private seatKind(): Kind {
    const pick = Math.random();
    return pick < 0.45 ? 'seats' : pick < 0.75 ? 'cancel' : pick < 0.92 ? 'join' : 'leave';
  }

  /**
   * An admin cancels two departures of the seats tour (a third and two thirds into the run),
   * resending until a definitive answer as a client would across the kills.
   */
  private async departureCanceller() {
    const targets = [1, 3].map((index) => this.catalogue.seatsTour.departureIds[index]!);
    for (const [index, departureId] of targets.entries()) {
      const at = Math.floor((this.options.operations * (index + 1)) / 3);
      while (!this.finished && this.completed < at) await sleep(20);
      const op: Operation = {
        key: `money-${this.tag}-departure-${index}`,
        member: this.admin,
        kind: 'cancel',
        body: { departure_id: departureId, reason: 'Money run: the operator cancels' },
        amountEur: 0,
      };
      const answer = await this.send(op, op.body, 'cancel-departure').catch((error: unknown) => {
        this.anomalies.push(error instanceof Error ? error.message : String(error));
        return undefined;
      });
      if (answer?.status === 200) this.departureCancellations += 1;
      else if (answer)
        this.anomalies.push(
          `cancel-departure answered ${answer.status}: ${JSON.stringify(answer.json)}`,
        );
    }
  }

  /** The scene's waiting entry, once its join was answered. */
  private sceneEntryId: string | undefined;

  /**
   * Halfway through the run, amid the traffic and the kills, on a departure nothing else
   * touches: one member books all its seats, another joins its waiting list, the first cancels
   * a booking, and the freed seats must go to the one waiting. The random traffic makes this
   * happen only by chance; the scene makes it happen every run.
   */
  private async waitlistScene() {
    const [owner, waiting] = this.sceneMembers;
    if (!owner || !waiting) return;
    const { scene, priceEur } = this.catalogue.seatsTour;
    const half = Math.floor(this.options.operations / 2);
    while (!this.finished && this.completed < half) await sleep(20);
    const step = async (op: Operation, what: string) => {
      this.byKind[op.kind] += 1;
      const answered = await this.perform(op);
      if (answered?.status !== 200 || !answered.effectId) {
        this.anomalies.push(
          `waiting-list scene: ${what} answered ${answered?.status ?? 'nothing'}`,
        );
        return undefined;
      }
      return answered.effectId;
    };
    const travelers = SEATS_TOUR_CAPACITY / 2;
    const bookingIds: (string | undefined)[] = [];
    for (const index of [0, 1]) {
      const key = `money-${this.tag}-scene-booking-${index}`;
      bookingIds.push(
        await step(this.seatsBooking(key, owner, scene.date, travelers), 'a booking'),
      );
    }
    this.sceneEntryId = await step(
      {
        key: `money-${this.tag}-scene-join`,
        member: waiting,
        kind: 'join',
        body: { departure_id: scene.departureId, travelers: 1 },
        amountEur: priceEur,
      },
      'the join of the sold-out departure',
    );
    if (!bookingIds[0] || !this.sceneEntryId) return;
    await step(
      {
        key: `money-${this.tag}-scene-cancel`,
        member: owner,
        kind: 'cancel',
        body: { booking_id: bookingIds[0] },
        amountEur: 0,
      },
      'the cancellation',
    );
  }

  /** After the run: the scene's waiting member was booked from their hold. */
  async checkScene(): Promise<string[]> {
    if (!this.options.seats) return [];
    if (!this.sceneEntryId) return ['waiting-list scene: no waiting entry was made'];
    const { rows } = await this.live.pool.query<{ status: string }>(
      'select status from public.waitlist_entries where id = $1',
      [this.sceneEntryId],
    );
    const status = rows[0]?.status;
    return status === 'booked'
      ? []
      : [`waiting-list scene: the entry is ${status ?? 'missing'} after a seat was freed`];
  }

  /** Sends until a definitive answer (2xx or 4xx other than 408): a retry keeps key and body. */
  private async send(
    op: Operation,
    body: Record<string, unknown> = op.body,
    path = FUNCTION_PATHS[op.kind],
  ): Promise<Answer> {
    const deadline = Date.now() + this.answerTimeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) {
        this.retries += 1;
        if (Date.now() > deadline) {
          throw new Error(`key ${op.key}: no definitive answer within ${this.answerTimeoutMs} ms`);
        }
        await sleep(Math.min(1000, 25 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random()));
      }
      this.requests += 1;
      try {
        const response = await fetch(`${this.live.url}/functions/v1/${path}`, {
          method: 'POST',
          headers: {
            apikey: this.anonKey,
            authorization: `Bearer ${op.member.accessToken}`,
            'content-type': 'application/json',
            'idempotency-key': op.key,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        if (response.status >= 500 || response.status === 408) continue;
        this.answers[response.status] = (this.answers[response.status] ?? 0) + 1;
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Kept empty: judged by the status below.
        }
        return { status: response.status, json };
      } catch {
        // The connection failed or broke (a killed server): the same key again.
      }
    }
  }

  private async perform(op: Operation): Promise<AnsweredOperation | undefined> {
    let answer: Answer;
    try {
      answer = await this.send(op);
    } catch (error) {
      this.anomalies.push(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      this.completed += 1;
    }
    const recorded = this.record(op, answer);
    if (Math.random() < RESEND_SHARE) await this.resend(op, recorded);
    return recorded;
  }

  /** The same request twice at the same instant: one effect, the same answer. */
  private async performSameKeyPair(op: Operation) {
    this.sameKeyPairs += 1;
    this.resends += 1;
    let answers: Answer[];
    try {
      answers = await Promise.all([this.send(op), this.send(op)]);
    } catch (error) {
      this.anomalies.push(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      this.completed += 1;
    }
    const [one, two] = answers as [Answer, Answer];
    // A duplicate still in flight may be told so (409); a definitive answer must agree.
    const first = one.status === 409 || (two.status === 200 && one.status !== 200) ? two : one;
    const recorded = this.record(op, first);
    const other = first === one ? two : one;
    if (other.status === 402 && first.status === 200) {
      // The refused one went first and kept nothing; the other then ran again and paid.
      this.rerunsAfterRefusal += 1;
    } else if (other.status !== 409) {
      this.compare(op, recorded, other, 'a same-instant duplicate');
    }
    const again = await this.send(op).catch(() => undefined);
    if (again) this.compare(op, recorded, again, 'a resend after the same-instant pair');
  }

  /**
   * The key again: with the same body it must get the first answer, a refusal included. With
   * another body it must get 422. A refusal is kept only after its transaction rolled back
   * (docs/security.md), so one lost to a kill in between runs again as a new request.
   */
  private async resend(op: Operation, first: AnsweredOperation) {
    this.resends += 1;
    const otherBody = !SEAT_KINDS.has(op.kind) && Math.random() < 0.25;
    try {
      if (!otherBody) {
        this.compare(op, first, await this.send(op), 'a resend');
        return;
      }
      this.resendsWithOtherBody += 1;
      const variant = this.variantOf(op);
      const answer = await this.send(variant);
      if (first.status === 200 && answer.status !== 422) {
        this.anomalies.push(
          `key ${op.key} reused with another body after taking effect: answered ${answer.status}, not 422`,
        );
      } else if (first.status !== 200 && answer.status !== 422) {
        this.rerun(variant, answer);
      }
    } catch (error) {
      this.anomalies.push(error instanceof Error ? error.message : String(error));
    }
  }

  /** The same key, member and kind with another amount: a different request. */
  private variantOf(op: Operation): Operation {
    if (op.kind === 'topup') {
      const amountEur = op.amountEur + 1;
      return { ...op, body: { amount_eur: amountEur }, amountEur };
    }
    const travelers = (op.body.travelers as number) === 1 ? 2 : 1;
    const other = this.newOperation(op.member, op.kind, travelers);
    this.byKind[op.kind] -= 1;
    return { ...other, key: op.key };
  }

  /** A key whose first request was refused, run again: judged as a new request. */
  private rerun(op: Operation, answer: Answer) {
    this.rerunsAfterRefusal += 1;
    if (answer.status === 200) {
      this.rerunsPaid += 1;
      this.record(op, answer);
    } else if (
      !(answer.status === 402 && op.kind !== 'topup') &&
      !NORMAL_REFUSALS[op.kind]?.includes(String(answer.json.code))
    ) {
      this.anomalies.push(
        `key ${op.key} (${op.kind}) run again: unexpected answer ${answer.status}`,
      );
    }
  }

  private compare(op: Operation, first: AnsweredOperation, answer: Answer, what: string) {
    if (first.status !== 200) {
      if (answer.status !== first.status) this.rerun(op, answer);
      return;
    }
    const effectId = this.effectIdOf(op, answer);
    if (answer.status !== first.status || effectId !== first.effectId) {
      this.anomalies.push(
        `key ${op.key}: first answer ${first.status} ${first.effectId ?? ''}, ${what} ${answer.status} ${effectId ?? ''}`,
      );
      // The client now knows of this effect too: the ledger checks count it as told.
      if (effectId && effectId !== first.effectId) this.record(op, answer);
    }
  }

  private effectIdOf(op: Operation, answer: Answer): string | undefined {
    if (answer.status !== 200) return undefined;
    if (op.kind === 'leave') return String(op.body.entry_id);
    const holder =
      op.kind === 'join'
        ? answer.json.entry
        : op.kind !== 'topup'
          ? answer.json.booking
          : this.cards
            ? answer.json.topup
            : answer.json.transaction;
    return isRecord(holder) && typeof holder.id === 'string' ? holder.id : undefined;
  }

  /** Keeps the key's first answer and judges it against the contract. */
  private record(op: Operation, answer: Answer): AnsweredOperation {
    const { json, status } = answer;
    const effectId = this.effectIdOf(op, answer);
    let amountEur: number | undefined;
    const problem = (text: string) =>
      this.anomalies.push(`key ${op.key} (${op.kind}): ${text}: ${JSON.stringify(json)}`);
    if (SEAT_KINDS.has(op.kind) || op.kind === 'seats') {
      this.recordSeatAnswer(op, answer, effectId, problem);
    } else if (status === 200 && op.kind === 'topup' && this.cards) {
      // A card top-up only starts here: a pending attempt and the Checkout page to pay it on.
      const topup = isRecord(json.topup) ? json.topup : {};
      amountEur = Number(topup.amountEur);
      if (json.success !== true || !effectId) problem('200 without success and a top-up id');
      if (cents(amountEur) !== cents(op.amountEur)) problem(`amount is not ${op.amountEur}`);
      if (topup.status !== 'pending') problem('a card top-up that is not pending');
      if (typeof json.checkoutUrl !== 'string') problem('a card top-up without a checkoutUrl');
      else this.cards.started(op.member.id, json.checkoutUrl);
    } else if (status === 200) {
      const holder = op.kind === 'topup' ? json.transaction : json.booking;
      const paid = isRecord(holder)
        ? op.kind === 'topup'
          ? holder.amount_eur
          : holder.totalAmount
        : undefined;
      amountEur = typeof paid === 'number' ? paid : Number(paid);
      if (json.success !== true || !effectId) problem('200 without success and an id');
      if (cents(amountEur) !== cents(op.amountEur)) problem(`amount is not ${op.amountEur}`);
      if (!(Number(json.newBalance) >= 0)) problem('newBalance is not a balance ≥ 0');
    } else if (status === 402 && op.kind !== 'topup' && json.code === 'wallet_in_debt') {
      // A reversal took back money already spent: no booking until the debt is settled.
      this.inDebtRefusals += 1;
      if (!this.cards) problem('in debt without card payments');
    } else if (status === 402 && op.kind !== 'topup') {
      const current = Number(json.currentBalance);
      const required = Number(json.requiredAmount);
      // Both booking functions carry the code; each keeps its own message.
      if (json.code !== 'insufficient_funds') problem('402 without code insufficient_funds');
      if (!(current >= 0)) problem('currentBalance is not ≥ 0');
      if (cents(required) !== cents(op.amountEur)) problem(`requiredAmount is not ${op.amountEur}`);
      if (cents(Number(json.missingAmount)) !== cents(required) - cents(current)) {
        problem('missingAmount is not requiredAmount − currentBalance');
      }
      if (current >= required) problem('refused although the balance covers it');
    } else {
      problem(`unexpected answer ${status}`);
    }
    if (status === 200 && BOOKING_KINDS.has(op.kind)) {
      this.noteBurstPaid(op);
      const list = this.bookingsOf.get(op.member.id) ?? [];
      if (effectId) list.push(effectId);
      this.bookingsOf.set(op.member.id, list);
    }
    const recorded: AnsweredOperation = {
      key: op.key,
      userId: op.member.id,
      kind: op.kind,
      status,
      effectId,
      amountEur,
    };
    this.answered.push(recorded);
    return recorded;
  }

  /** Judges a seats booking, cancellation, join or leave, and keeps what its 200 told. */
  private recordSeatAnswer(
    op: Operation,
    { status, json }: Answer,
    effectId: string | undefined,
    problem: (text: string) => void,
  ) {
    if (status !== 200) {
      if (json.code === 'sold_out') this.soldOutRefusals += 1;
      const normal =
        NORMAL_REFUSALS[op.kind]?.includes(String(json.code)) ||
        (status === 402 && (json.code === 'insufficient_funds' || json.code === 'wallet_in_debt'));
      if (!normal) problem(`unexpected answer ${status}`);
      if (json.code === 'wallet_in_debt') this.inDebtRefusals += 1;
      return;
    }
    if (json.success !== true || !effectId) problem('200 without success and an id');
    if (op.kind === 'seats') {
      const booking = isRecord(json.booking) ? json.booking : {};
      if (cents(Number(booking.totalAmount)) !== cents(op.amountEur))
        problem(`amount is not ${op.amountEur}`);
      return;
    }
    if (op.kind === 'cancel') {
      const refund = isRecord(json.refund) ? json.refund : {};
      this.seatAnswers.push({
        key: op.key,
        userId: op.member.id,
        kind: 'cancel',
        id: effectId ?? '',
        amountEur: Number(refund.amount),
        percent: Number(refund.percent),
      });
      return;
    }
    if (op.kind === 'join') {
      const entry = isRecord(json.entry) ? json.entry : {};
      if (cents(Number(entry.holdAmount)) !== cents(op.amountEur))
        problem(`hold is not ${op.amountEur}`);
      const list = this.entriesOf.get(op.member.id) ?? [];
      if (effectId) list.push(effectId);
      this.entriesOf.set(op.member.id, list);
    }
    const amountEur = Number(
      op.kind === 'join' ? (isRecord(json.entry) ? json.entry.holdAmount : NaN) : json.released,
    );
    this.seatAnswers.push({
      key: op.key,
      userId: op.member.id,
      kind: op.kind === 'join' ? 'join' : 'leave',
      id: effectId ?? '',
      amountEur,
    });
  }

  private readonly burstKeys = new Set<string>();
  private noteBurstPaid(op: Operation) {
    if (this.burstKeys.has(op.key)) this.bursts.paid += 1;
  }

  /**
   * Bookings on one wallet at the same instant that together cost more than it holds: some
   * must be refused, and the balance must never go below zero.
   */
  private async burst() {
    const size = 16;
    const price = this.catalogue.burstTour.priceEur;
    const { rows } = await this.live.pool
      .query<{ user_id: string; balance: string }>(
        `select user_id, balance_eur as balance from public.wallets
          where user_id = any($1) order by (balance_eur >= $2) desc, balance_eur limit 1`,
        [this.members.map((member) => member.id), 2 * price],
      )
      .catch(() => ({ rows: [] }));
    const member =
      this.members.find((candidate) => candidate.id === rows[0]?.user_id) ?? this.pickMember();
    const balance = Number(rows[0]?.balance ?? 0);
    // 16 bookings at once that together ask for 1.25 × the balance (up to 12 travelers each).
    const travelers = Math.min(12, Math.max(1, Math.ceil((1.25 * balance) / (size * price))));
    const granted = 1 + this.claim(size - 1);
    const ops = Array.from({ length: granted }, () =>
      this.newOperation(member, 'tour', travelers, true),
    );
    for (const op of ops) this.burstKeys.add(op.key);
    this.bursts.count += 1;
    this.bursts.sent += ops.length;
    if (ops.reduce((sum, op) => sum + op.amountEur, 0) > balance) this.bursts.beyondBalance += 1;
    const answers = await Promise.all(ops.map((op) => this.perform(op)));
    this.bursts.refused += answers.filter((answer) => answer?.status === 402).length;
  }

  /** Kills the server at even steps of the run, while requests are in flight. */
  private async killer() {
    for (let kill = 1; kill <= this.options.kills; kill += 1) {
      const at = Math.floor((this.options.operations * kill) / (this.options.kills + 1));
      while (!this.finished && this.completed < at) await sleep(20);
      if (this.finished) {
        this.anomalies.push(`the run ended before kill ${kill} of ${this.options.kills}`);
        return;
      }
      this.kills += 1;
      await this.live.crashAndRestart(() => this.cards?.duringDowntime());
      this.log(
        `SIGKILL ${kill} at ${this.completed} answered operations; back after ` +
          `${(this.live.downtimesMs.at(-1)! / 1000).toFixed(1)} s`,
      );
    }
  }

  /** Reads every wallet now and then: none may ever be below zero, even for a moment. */
  private async sampler() {
    const ids = this.members.map((member) => member.id);
    while (!this.finished) {
      try {
        const { rows } = await this.live.pool.query<{ negative: string; lowest: string }>(
          `select count(*) filter (where balance_eur < 0) as negative, min(balance_eur) as lowest
             from public.wallets where user_id = any($1)`,
          [ids],
        );
        this.balanceSamples += 1;
        const lowest = Number(rows[0]!.lowest);
        this.lowestSampledBalance = Math.min(this.lowestSampledBalance ?? lowest, lowest);
        if (Number(rows[0]!.negative) > 0) {
          this.anomalies.push(`a sample found ${rows[0]!.negative} negative wallet(s)`);
        }
      } catch {
        // The server is down or restarting.
      }
      await sleep(100);
    }
  }
}

const eur = (value: number) =>
  `€${value.toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The figures, for the test's and the bench's output. */
export function formatMoneyRun(r: MoneyRunResult): string {
  const l = r.ledger;
  const answers = Object.entries(r.answers)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  const downtimes = r.downtimesMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ');
  const lines = [
    `Money run: ${r.operations} operations (${r.byKind.tour} tour bookings, ${r.byKind.micro} micro-tour bookings, ` +
      `${r.byKind.topup} top-ups) by ${r.clients} clients over ${r.members} members in ${r.seconds.toFixed(0)} s; ` +
      `tour ${eur(r.prices.tourEur)} + add-on ${eur(r.prices.addOnEur)}, micro-tour ${eur(r.prices.microTourEur)} per person`,
    `  requests ${r.requests}, retries ${r.retries}; resent with the same key ${r.resends} ` +
      `(${r.resendsWithOtherBody} of them with another body), same-instant pairs ${r.pairs}, ` +
      `same-key pairs ${r.sameKeyPairs}`,
    `  keys refused first and run again on a resend (a refusal not kept, e.g. lost to a kill): ${r.rerunsAfterRefusal}, ` +
      `${r.rerunsPaid} of them then paid`,
    `  bursts on one wallet: ${r.bursts.count}, ${r.bursts.beyondBalance} asking more than it held (${r.bursts.sent} bookings sent, ` +
      `${r.bursts.paid} paid, ${r.bursts.refused} refused)`,
    `  SIGKILL + restart: ${r.kills} during the run and 1 before the checks (back after ${downtimes})`,
    `  answers: ${answers}`,
    `  successes: ${r.paidBookings} bookings paid, ${r.topUps} top-ups; insufficient funds: ${r.insufficientFunds}`,
  ];
  if (l) {
    lines.push(
      `  Σ top-ups in ${eur(l.topUpsInEur)} (service funding ${eur(r.fundingEur)}) − Σ reversals ${eur(l.reversalsEur)} = ` +
        `Σ balances ${eur(l.balancesEur)} − Σ debts ${eur(l.debtsEur)} + Σ held ${eur(l.heldEur)} + Σ paid bookings ${eur(l.paidBookingsEur)} ` +
        `+ Σ kept from cancellations ${eur(l.keptFromCancellationsEur)} (refunded ${eur(l.refundsEur)}) ` +
        `(${l.paidBookings} bookings; ledger booking debits ${eur(l.bookingDebitsEur)}, other entries ${eur(l.otherDebitsEur)})`,
      `  negative wallets: ${l.negativeWallets}; CHECK (balance_eur >= 0): ${l.hasBalanceCheck ? 'present' : 'MISSING'}; ` +
        `${r.balanceSamples} samples during the run, lowest ${r.lowestSampledBalance === undefined ? '–' : eur(r.lowestSampledBalance)}`,
    );
  }
  if (r.cards) lines.push(...formatCards(r.cards, r.inDebtRefusals));
  if (r.seats) lines.push(...formatSeats(r.seats, r.byKind));
  lines.push(`  anomalies: ${r.anomalies.length}`);
  for (const anomaly of r.anomalies.slice(0, 30)) lines.push(`    ✗ ${anomaly}`);
  if (r.anomalies.length > 30) lines.push(`    … ${r.anomalies.length - 30} more`);
  return lines.join('\n');
}

function formatSeats(
  seats: NonNullable<MoneyRunResult['seats']>,
  byKind: Record<Kind, number>,
): string[] {
  const tiers = Object.entries(seats.byPercent)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([percent, n]) => `${n} at ${percent} %`)
    .join(', ');
  const e = seats.entries;
  return [
    `  seats: ${byKind.seats} bookings of a tour with 4 seats per date, ${seats.soldOutRefusals} refused as sold out; ` +
      `${seats.departures} departures, ${seats.soldOutDepartures} sold out at the end, ${seats.seatsSold} seats sold, none oversold`,
    `  cancellations: ${byKind.cancel} asked, ${seats.cancelledByMembers} by members (${tiers || 'none'}), ` +
      `${seats.cancelledByOperator} by the operator in ${seats.departureCancellations} cancelled departures; ` +
      `refunded ${eur(seats.refundsEur)}, each as its frozen policy says`,
    `  waiting lists: ${byKind.join} joins and ${byKind.leave} leaves asked; entries ${e.waiting} waiting, ` +
      `${e.booked} booked from their hold, ${e.left} left, ${e.released} released; ${eur(seats.heldEur)} still held`,
  ];
}

function formatCards(
  cards: NonNullable<MoneyRunResult['cards']>,
  inDebtRefusals: number,
): string[] {
  const t = cards.traffic;
  const l = cards.ledger;
  const lines = [
    `  card sessions: ${t.started} started; ${t.paid} paid at once, ${t.paidLater} paid later, ` +
      `${t.failedLater} failed later, ${t.leftOpen} left unpaid, ${t.expired} expired`,
    `  webhooks: ${t.events} events, ${t.delivered} deliveries taken (${t.sentAtOnce} events sent by the fake's own ` +
      `retrying sender); ${t.duplicated} delivered more than once, ${t.late} late, ${t.outOfOrder} refunds before ` +
      `their completion, ${t.failedThenDelivered} failed (server down or restarting) then taken on a retry, ` +
      `${t.redelivered} resent after the fake gave up`,
    `  reversals: ${t.refunds} refunds (${t.partialRefunds} partial), ${t.disputes} disputes ` +
      `(${t.disputesWon} won, ${t.disputesLost} lost); ` +
      `forged, re-bodied or future-dated deliveries refused ${t.forgedRefused} of ${t.forgedSent}`,
    `  signed lies about an amount ${t.signedLies} (credited only what Stripe says), ` +
      `signed bodies of no event shape refused ${t.badShapesRefused} of ${t.badShapesSent}, ` +
      `paid sessions naming another attempt ${t.foreignSessions}`,
  ];
  if (l) {
    lines.push(
      `  card ledger: ${l.attempts} attempts, ${l.credited} credited, ${l.reversals} reversal rows ` +
        `(${eur(l.reversedEur)}); ${l.walletsInDebt} wallet(s) in debt at the end (${eur(l.debtsEur)}), ` +
        `${inDebtRefusals} bookings refused for debt`,
    );
  }
  return lines;
}
