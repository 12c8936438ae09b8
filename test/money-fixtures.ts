import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPasswordAccount } from './password-accounts.js';

/** Prices the money run books at: known here, so every answer's total can be checked. */
export interface MoneyPrices {
  tourEur: number;
  addOnEur: number;
  /** 5 to 30, as micro_tours allows. */
  microTourEur: number;
}

export const MONEY_RUN_PRICES: MoneyPrices = { tourEur: 40, addOnEur: 7.25, microTourEur: 12.5 };

export interface MoneyCatalogue {
  prices: MoneyPrices;
  tourId: string;
  addOnId: string;
  microTourId: string;
  /** A dearer tour for bursts, at the full price whatever the run's prices. */
  burstTour: { id: string; priceEur: number };
  /** Days (YYYY-MM-DD) the tours run: every one of them is in their available_dates. */
  dates: string[];
  /**
   * A tour with few seats on a few dates 3 to 25 days ahead, so that it sells out, members wait
   * in line, and cancellations fall in every refund tier.
   */
  seatsTour: {
    id: string;
    priceEur: number;
    departureIds: string[];
    dates: string[];
    /** One more departure, left to the run's scripted waiting-list scene alone. */
    scene: { departureId: string; date: string };
  };
}

/** Seats per departure of the seats tour, and its days ahead. */
export const SEATS_TOUR_CAPACITY = 4;
const SEATS_TOUR_DAYS = [3, 5, 9, 12, 18, 25];
const SCENE_DAY = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** One tour with a tour-only add-on and one micro-tour, in a fresh database. */
export async function createMoneyCatalogue(
  pool: pg.Pool,
  prices: MoneyPrices = MONEY_RUN_PRICES,
): Promise<MoneyCatalogue> {
  const tag = randomUUID().slice(0, 8);
  const dates = Array.from({ length: 40 }, (_, day) =>
    isoDay(new Date(Date.now() + (day + 10) * 86_400_000)),
  );
  const createTour = async (slug: string, priceEur: number, groupSize = 1000, days = dates) => {
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates)
       values ($1, $2, 'eco', 'Slovenia', $3, 3, 'easy', $4, $5::date[]) returning id`,
      [`${slug}-${tag}`, `Money run ${slug} ${tag}`, priceEur, groupSize, days],
    );
    return rows[0]!.id;
  };
  const tourId = await createTour('tour', prices.tourEur);
  const burstPriceEur = MONEY_RUN_PRICES.tourEur + MONEY_RUN_PRICES.addOnEur;
  const burstTour = { id: await createTour('burst-tour', burstPriceEur), priceEur: burstPriceEur };
  const addOn = await pool.query<{ id: string }>(
    `insert into public.addons (title, price_eur, applies_to, tour_ids)
     values ($1, $2, 'tour', array[$3::uuid]) returning id`,
    [`Money run bike ${tag}`, prices.addOnEur, tourId],
  );
  const seatsDates = SEATS_TOUR_DAYS.map((day) => isoDay(new Date(Date.now() + day * 86_400_000)));
  const sceneDate = isoDay(new Date(Date.now() + SCENE_DAY * 86_400_000));
  const seatsTourId = await createTour('seats-tour', prices.tourEur, SEATS_TOUR_CAPACITY, [
    ...seatsDates,
    sceneDate,
  ]);
  const departures = await pool.query<{ id: string }>(
    `select id from public.departures where tour_id = $1 order by start_date`,
    [seatsTourId],
  );
  // Bookings spread over 40 days here: seats run out only on the seats tour.
  const micro = await pool.query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     daily_capacity)
     values ($1, $2, 'Ljubljana', 'Slovenia', $3, 2, 1000) returning id`,
    [`money-run-micro-${tag}`, `Money run walk ${tag}`, prices.microTourEur],
  );
  return {
    prices,
    tourId,
    addOnId: addOn.rows[0]!.id,
    microTourId: micro.rows[0]!.id,
    burstTour,
    dates,
    seatsTour: {
      id: seatsTourId,
      priceEur: prices.tourEur,
      // Ordered by day: the scene's departure is the last.
      departureIds: departures.rows.slice(0, -1).map((row) => row.id),
      dates: seatsDates,
      scene: { departureId: departures.rows.at(-1)!.id, date: sceneDate },
    },
  };
}

export interface SignedInMember {
  id: string;
  email: string;
  accessToken: string;
}

/**
 * Confirmed accounts signed in through the real auth endpoint, so each token has a live
 * session. Sign-in allows 30 per address per 5 minutes: `count` stays within it.
 */
export async function signInMembers(
  pool: pg.Pool,
  gatewayUrl: string,
  anonKey: string,
  count: number,
  /** Addresses to sign in with (e.g. one of ADMIN_EMAILS); the rest are made up. */
  emails: readonly string[] = [],
): Promise<SignedInMember[]> {
  const members: SignedInMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = await createPasswordAccount(pool, { email: emails[index] });
    const response = await fetch(`${gatewayUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (response.status !== 200 || !body.access_token) {
      throw new Error(`sign-in of ${account.email} answered ${response.status}`);
    }
    members.push({ id: account.id, email: account.email, accessToken: body.access_token });
  }
  return members;
}

/**
 * Funds a wallet the way a paid top-up does: an attempt, then the service's credit for it (what
 * a payment provider's webhook runs). The member limits on starting top-ups do not apply.
 */
export async function fundWallet(pool: pg.Pool, userId: string, amountEur: number) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into public.wallet_topups (user_id, provider, amount_eur, notes)
     values ($1, 'demo', $2, $3) returning id`,
    [userId, amountEur, FUNDING_NOTE],
  );
  await pool.query('select wallet.complete_topup($1, null, null, $2)', [rows[0]!.id, amountEur]);
}

/** The ledger note of `fundWallet`'s credits. */
export const FUNDING_NOTE = 'money run funding';

export async function fetchAnonKey(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/config.json`);
  const body = (await response.json()) as { anonKey?: string };
  if (!body.anonKey) throw new Error(`/config.json gave no anonKey (${response.status})`);
  return body.anonKey;
}
