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
}

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
  const createTour = async (slug: string, priceEur: number) => {
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates)
       values ($1, $2, 'eco', 'Slovenia', $3, 3, 'easy', 1000, $4::date[]) returning id`,
      [`${slug}-${tag}`, `Money run ${slug} ${tag}`, priceEur, dates],
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
  const micro = await pool.query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
     values ($1, $2, 'Ljubljana', 'Slovenia', $3, 2) returning id`,
    [`money-run-micro-${tag}`, `Money run walk ${tag}`, prices.microTourEur],
  );
  return {
    prices,
    tourId,
    addOnId: addOn.rows[0]!.id,
    microTourId: micro.rows[0]!.id,
    burstTour,
    dates,
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
): Promise<SignedInMember[]> {
  const members: SignedInMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = await createPasswordAccount(pool);
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
