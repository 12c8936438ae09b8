import { DEFAULT_LOCALE, type Locale } from '@app/domain/locales';
import { digestToken, randomToken } from '../platform/secret-tokens.js';
import type pg from 'pg';

export type SubscribeOutcome =
  { kind: 'confirm'; id: string; token: string } | { kind: 'already-confirmed'; id: string };

/**
 * A new pending row, or a pending or unsubscribed one with a new confirmation token (the old
 * link stops working); a confirmed address is left as it is.
 */
export async function startSubscription(
  db: Pick<pg.ClientBase, 'query'>,
  email: string,
  lifetimeSeconds: number,
  /** The language of the page it was asked on: the subscriber's mails are written in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<SubscribeOutcome> {
  const token = randomToken();
  const { rows } = await db.query<{ id: string }>(
    `insert into public.newsletter_subscriptions as s
       (email, confirm_token_hash, confirm_expires_at, locale)
     values ($1, $2, now() + make_interval(secs => $3), $4)
     on conflict (email) do update
       set status = 'pending',
           confirm_token_hash = excluded.confirm_token_hash,
           confirm_expires_at = excluded.confirm_expires_at,
           locale = excluded.locale
       where s.status <> 'confirmed'
     returning s.id`,
    [email, digestToken(token), lifetimeSeconds, locale],
  );
  if (rows[0]) return { kind: 'confirm', id: rows[0].id, token };
  const existing = await db.query<{ id: string }>(
    `select id from public.newsletter_subscriptions where email = $1`,
    [email],
  );
  return { kind: 'already-confirmed', id: existing.rows[0]!.id };
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'not-valid';

/**
 * Confirms with a link's token, once. The token's digest stays with the confirmed row, so the
 * same link opened again says 'already-confirmed': only whoever holds that secret link learns
 * it, and a forged one matches nothing. A new sign-up (for an address not confirmed) or an
 * unsubscribe replaces or drops the digest, and the old link is then 'not-valid', as an expired
 * or unknown one is.
 */
export async function confirmSubscription(pool: pg.Pool, token: string): Promise<ConfirmOutcome> {
  const { rows } = await pool.query<{ confirmed_now: boolean }>(
    `with confirmed as (
       update public.newsletter_subscriptions
          set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null
        where confirm_token_hash = $1 and confirm_expires_at > now() and status = 'pending'
       returning id)
     select true as confirmed_now from confirmed
     union all
     select false from public.newsletter_subscriptions
      where confirm_token_hash = $1 and status = 'confirmed' and not exists (select from confirmed)`,
    [digestToken(token)],
  );
  const [row] = rows;
  if (!row) return 'not-valid';
  return row.confirmed_now ? 'confirmed' : 'already-confirmed';
}

/** Idempotent: an address unsubscribed already stays so, with its first date. */
export async function endSubscription(pool: pg.Pool, id: string): Promise<void> {
  await pool.query(
    `update public.newsletter_subscriptions
        set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
            confirm_token_hash = null, confirm_expires_at = null
      where id = $1 and status <> 'unsubscribed'`,
    [id],
  );
}
