import type pg from 'pg';
import { toCents } from '@app/domain/money';

/** A 200 answer of cancel-booking, join-waitlist or leave-waitlist, as the client read it. */
export interface SeatAnswer {
  key: string;
  userId: string;
  kind: 'cancel' | 'join' | 'leave';
  /** The booking (cancel) or the waiting entry (join, leave). */
  id: string;
  /** The refund, the hold or the released amount the answer states. */
  amountEur: number;
  /** cancel: the percentage the answer states. */
  percent?: number;
}

export interface SeatFigures {
  departures: number;
  soldOutDepartures: number;
  cancelledDepartures: number;
  seatsSold: number;
  cancelledByMembers: number;
  cancelledByOperator: number;
  /** Cancellations by members per refunded percentage: { 100: n, 50: n, 0: n }. */
  byPercent: Record<string, number>;
  refundsEur: number;
  entries: Record<'waiting' | 'booked' | 'left' | 'released', number>;
  heldEur: number;
}

const SEAT_SQL = {
  // Seats sold on a departure are exactly its paid travellers, never more than its capacity.
  departures: `
    select d.id, d.capacity, d.seats_taken, d.status,
           coalesce(sum(b.travelers) filter (where b.status = 'paid'), 0)::int as paid_travelers
      from public.departures d
      left join public.bookings b on b.departure_id = d.id
     where d.tour_id = any($1) or d.micro_tour_id = any($1)
     group by d.id`,
  // Every cancellation refunded what the policy frozen on its booking says for its moment.
  cancellations: `
    select b.id, b.total_eur, b.refund_eur, b.refund_percent, b.cancelled_by,
           case b.cancelled_by
             when 'operator' then 100
             else private.refund_percent(b.refund_tiers, b.start_date, b.time_zone, b.cancelled_at)
           end as policy_percent,
           (select coalesce(sum(t.amount_eur), 0) from public.wallet_transactions t
             where t.booking_id = b.id and t.type = 'refund') as refunded,
           (select count(*) from public.wallet_transactions t
             where t.booking_id = b.id and t.type = 'refund')::int as refund_rows
      from public.bookings b
     where b.user_id = any($1) and (b.status = 'cancelled' or exists (
             select 1 from public.wallet_transactions t
              where t.booking_id = b.id and t.type = 'refund'))`,
  // Every hold is spent on a booking, released, or still held for a waiting member.
  entries: `
    select e.id, e.status, e.hold_eur, e.travelers, e.departure_id,
           (select coalesce(sum(t.amount_eur), 0) from public.wallet_transactions t
             where t.waitlist_entry_id = e.id and t.type = 'hold') as held,
           (select coalesce(sum(t.amount_eur), 0) from public.wallet_transactions t
             where t.waitlist_entry_id = e.id and t.type = 'release') as released,
           b.total_eur as booked_total, b.travelers as booked_travelers,
           b.departure_id as booked_departure
      from public.waitlist_entries e
      left join public.bookings b on b.id = e.booking_id
     where e.user_id = any($1)`,
  wallets: `
    select w.user_id, w.held_eur,
           (select coalesce(sum(e.hold_eur), 0) from public.waitlist_entries e
             where e.user_id = w.user_id and e.status = 'waiting') as waiting_holds
      from public.wallets w where w.user_id = any($1)`,
};

/**
 * Checks seats, refunds and holds after a run: no departure oversold, every refund as its
 * booking's frozen policy says, every held euro spent, released or still held, and every success
 * a client was told of stored as told. Returns the figures and every anomaly found.
 */
export async function checkSeats(
  pool: pg.Pool,
  tourIds: readonly string[],
  memberIds: readonly string[],
  answers: readonly SeatAnswer[],
): Promise<{ figures: SeatFigures; anomalies: string[] }> {
  const anomalies: string[] = [];
  const members = [...memberIds];
  const note = (list: string[], max = 10) => {
    anomalies.push(...list.slice(0, max));
    if (list.length > max) anomalies.push(`… ${list.length - max} more like the above`);
  };

  const departures = await pool.query<{
    id: string;
    capacity: number;
    seats_taken: number;
    status: string;
    paid_travelers: number;
  }>(SEAT_SQL.departures, [[...tourIds]]);
  note(
    departures.rows.flatMap((d) => {
      const problems: string[] = [];
      if (d.seats_taken !== d.paid_travelers) {
        problems.push(
          `departure ${d.id}: ${d.seats_taken} seats taken but ${d.paid_travelers} paid travellers`,
        );
      }
      if (d.paid_travelers > d.capacity) {
        problems.push(
          `departure ${d.id} oversold: ${d.paid_travelers} travellers for ${d.capacity} seats`,
        );
      }
      if (d.status === 'cancelled' && d.paid_travelers > 0) {
        problems.push(`cancelled departure ${d.id} still has ${d.paid_travelers} paid travellers`);
      }
      return problems;
    }),
  );

  const cancellations = await pool.query<{
    id: string;
    total_eur: string;
    refund_eur: string | null;
    refund_percent: number | null;
    cancelled_by: string | null;
    policy_percent: number | null;
    refunded: string;
    refund_rows: number;
  }>(SEAT_SQL.cancellations, [members]);
  const byPercent: Record<string, number> = {};
  note(
    cancellations.rows.flatMap((b) => {
      const expected = Math.round((toCents(Number(b.total_eur)) * (b.policy_percent ?? -1)) / 100);
      const refund = toCents(Number(b.refund_eur ?? NaN));
      if (b.cancelled_by === 'member') {
        const percent = String(b.refund_percent);
        byPercent[percent] = (byPercent[percent] ?? 0) + 1;
      }
      const problems: string[] = [];
      if (b.refund_percent !== b.policy_percent || refund !== expected) {
        problems.push(
          `booking ${b.id} (${b.cancelled_by}) refunded ${b.refund_eur} (${b.refund_percent} %), its policy says ${(expected / 100).toFixed(2)} (${b.policy_percent} %)`,
        );
      }
      if (toCents(Number(b.refunded)) !== refund || b.refund_rows !== (refund > 0 ? 1 : 0)) {
        problems.push(
          `booking ${b.id}: ${b.refund_rows} refund row(s) summing to ${b.refunded}, not ${b.refund_eur}`,
        );
      }
      return problems;
    }),
  );

  const entries = await pool.query<{
    id: string;
    status: 'waiting' | 'booked' | 'left' | 'released';
    hold_eur: string;
    travelers: number;
    departure_id: string;
    held: string;
    released: string;
    booked_total: string | null;
    booked_travelers: number | null;
    booked_departure: string | null;
  }>(SEAT_SQL.entries, [members]);
  const entryCounts = { waiting: 0, booked: 0, left: 0, released: 0 };
  note(
    entries.rows.flatMap((e) => {
      entryCounts[e.status] += 1;
      const hold = toCents(Number(e.hold_eur));
      const held = toCents(Number(e.held));
      const released = toCents(Number(e.released));
      const problems: string[] = [];
      if (held !== hold)
        problems.push(`waiting entry ${e.id} (${e.status}): held ${e.held} of its ${e.hold_eur}`);
      if (released !== (e.status === 'waiting' ? 0 : hold)) {
        problems.push(
          `waiting entry ${e.id} (${e.status}): ${e.released} released of its ${e.hold_eur}`,
        );
      }
      if (
        e.status === 'booked' &&
        (toCents(Number(e.booked_total)) !== hold ||
          e.booked_travelers !== e.travelers ||
          e.booked_departure !== e.departure_id)
      ) {
        problems.push(`waiting entry ${e.id} booked something else than it held for`);
      }
      return problems;
    }),
  );

  const wallets = await pool.query<{ user_id: string; held_eur: string; waiting_holds: string }>(
    SEAT_SQL.wallets,
    [members],
  );
  note(
    wallets.rows
      .filter((w) => toCents(Number(w.held_eur)) !== toCents(Number(w.waiting_holds)))
      .map(
        (w) =>
          `wallet ${w.user_id} shows ${w.held_eur} held, its waiting entries hold ${w.waiting_holds}`,
      ),
  );

  note(compareSeatAnswers(answers, cancellations.rows, entries.rows));

  const sum = (values: Array<string | null>) =>
    values.reduce((total, value) => total + toCents(Number(value ?? 0)), 0) / 100;
  return {
    figures: {
      departures: departures.rows.length,
      soldOutDepartures: departures.rows.filter(
        (d) => d.status === 'open' && d.seats_taken === d.capacity,
      ).length,
      cancelledDepartures: departures.rows.filter((d) => d.status === 'cancelled').length,
      seatsSold: departures.rows.reduce((total, d) => total + d.paid_travelers, 0),
      cancelledByMembers: cancellations.rows.filter((b) => b.cancelled_by === 'member').length,
      cancelledByOperator: cancellations.rows.filter((b) => b.cancelled_by === 'operator').length,
      byPercent,
      refundsEur: sum(cancellations.rows.map((b) => b.refunded)),
      entries: entryCounts,
      heldEur: sum(wallets.rows.map((w) => w.held_eur)),
    },
    anomalies,
  };
}

/** What clients were told: one refund per booking, as stored; holds and releases as stored. */
function compareSeatAnswers(
  answers: readonly SeatAnswer[],
  cancellations: ReadonlyArray<{
    id: string;
    refund_eur: string | null;
    refund_percent: number | null;
  }>,
  entries: ReadonlyArray<{ id: string; status: string; hold_eur: string }>,
): string[] {
  const problems: string[] = [];
  const refunds = new Map(cancellations.map((b) => [b.id, b]));
  const byEntry = new Map(entries.map((e) => [e.id, e]));
  const cancelledBy = new Map<string, string>();
  for (const answer of answers) {
    if (answer.kind === 'cancel') {
      const earlier = cancelledBy.get(answer.id);
      if (earlier)
        problems.push(`keys ${earlier} and ${answer.key} both cancelled booking ${answer.id}`);
      cancelledBy.set(answer.id, answer.key);
      const stored = refunds.get(answer.id);
      if (
        !stored ||
        toCents(Number(stored.refund_eur)) !== toCents(answer.amountEur) ||
        stored.refund_percent !== answer.percent
      ) {
        problems.push(
          `key ${answer.key}: told a refund of ${answer.amountEur} (${answer.percent} %) for ${answer.id}, stored ${stored?.refund_eur ?? 'none'}`,
        );
      }
      continue;
    }
    const entry = byEntry.get(answer.id);
    if (!entry || toCents(Number(entry.hold_eur)) !== toCents(answer.amountEur)) {
      problems.push(
        `key ${answer.key}: told ${answer.kind} of ${answer.amountEur} for entry ${answer.id}, stored ${entry?.hold_eur ?? 'none'}`,
      );
    } else if (answer.kind === 'leave' && entry.status !== 'left') {
      problems.push(`key ${answer.key}: told entry ${answer.id} was left, it is ${entry.status}`);
    }
  }
  return problems;
}
