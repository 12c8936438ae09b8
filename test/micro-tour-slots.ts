import { servicePool, uniqueTag } from './clients.js';
import { createSessionMember, queryAsMember, type SessionMember } from './member-sessions.js';
import { fundWallet } from './money-fixtures.js';

// What the start-time and departures-screen tests share: their dates, members, micro-tours with
// a weekly plan, and a money function called as the member.

/** The next date, at least `days` ahead, that falls on ISO weekday `weekday` (1 = Monday). */
export function nextWeekday(weekday: number, days = 7): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (((day.getUTCDay() + 6) % 7) + 1 !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A signed-in member with `funds` euros in the wallet. */
export async function fundedMember(funds = 500): Promise<SessionMember> {
  const created = await createSessionMember();
  if (funds > 0) await fundWallet(servicePool(), created.id, funds);
  return created;
}

/** A money function's answer body, called as `who` (`sql` is the call, e.g. `wallet.x($1)`). */
export async function callAsMember(who: SessionMember, sql: string, params: unknown[]) {
  const { rows } = await queryAsMember<{ answer: { body: Record<string, unknown> } }>(
    who,
    `select ${sql} as answer`,
    params,
  );
  return rows[0]!.answer.body;
}

/** A micro-tour in Vienna with its weekly plan and seats per start time. */
export async function createSlotsMicroTour(
  weeklyTimes: Record<string, string[]>,
  capacity = 3,
): Promise<string> {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     daily_capacity, weekly_times)
     values ($1, $2, 'Vienna', 'Austria', 10, 2, $3, $4) returning id`,
    [`slots-${tag}`, `Slots Walk ${tag}`, capacity, JSON.stringify(weeklyTimes)],
  );
  return rows[0]!.id;
}

/** Books `travelers` on the micro-tour's `time` of `date` (null: the day's only time). */
export const bookSlot = (
  who: SessionMember,
  microTourId: string,
  date: string,
  travelers: number,
  time: string | null,
) =>
  callAsMember(who, 'wallet.book_micro_tour($1, $2, $3, $4, null, null)', [
    microTourId,
    travelers,
    date,
    time,
  ]);
