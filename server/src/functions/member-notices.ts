import type pg from 'pg';
import { z } from 'zod';
import { memberNoticeMail, memberNoticeSchema } from '../mail/booking-mails.js';
import type { Mailer } from '../mail/mailer.js';
import type { Logger } from '../platform/logger.js';
import { withTransaction } from '../platform/transactions.js';

/** Sends the mails SQL wrote in private.member_notices, and gives back holds of started departures. */
export interface MemberNotices {
  /** Sends what is waiting soon (after a cancellation); repeated calls coalesce. */
  kick(): void;
  /** Sends everything waiting now and returns how many mails went out. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 20;
/** A mail that failed this many times stays in the table for an operator to look at. */
const MAX_ATTEMPTS = 8;

const rowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  kind: z.string(),
  booking_id: z.string().nullable(),
  details: z.unknown(),
});

export function createMemberNotices(options: {
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  log: Logger;
  /** How often holds of started departures are released and unsent mails retried. */
  sweepMs?: number;
}): MemberNotices {
  const { pool, mailer, log } = options;
  let running: Promise<number> | null = null;
  let again = false;

  /** One batch, locked so a second gateway sends other rows; a row is marked sent with its mail. */
  const sendBatch = () =>
    withTransaction(pool, async (client) => {
      const { rows } = await client.query(
        `select n.id::text as id, u.email, n.kind, n.booking_id, n.details
           from private.member_notices n join auth.users u on u.id = n.user_id
          where n.sent_at is null and n.attempts < $1
          order by n.id limit $2
          for update of n skip locked`,
        [MAX_ATTEMPTS, BATCH],
      );
      let sent = 0;
      for (const raw of rows) {
        const row = rowSchema.parse(raw);
        try {
          const notice = memberNoticeSchema.parse(row);
          if (!row.email) throw new Error('the member has no e-mail address');
          await mailer.send(memberNoticeMail(row.email, notice, options.siteUrl()));
          await client.query(`update private.member_notices set sent_at = now() where id = $1`, [
            row.id,
          ]);
          sent += 1;
        } catch (error) {
          log.warn({ err: error, notice: row.id }, 'member notice not sent');
          await client.query(
            `update private.member_notices
                set attempts = attempts + 1, last_error = left($2, 2000) where id = $1`,
            [row.id, error instanceof Error ? error.message : String(error)],
          );
        }
      }
      return { sent, full: rows.length === BATCH };
    });

  const drainAll = async () => {
    let total = 0;
    for (;;) {
      const { sent, full } = await sendBatch();
      total += sent;
      if (!full) return total;
    }
  };

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainAll();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const sweep = async () => {
    await pool.query('select wallet.release_started_holds()');
    await drain();
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.error({ err: error }, 'member notices sweep failed'));
  }, options.sweepMs ?? 60_000);
  timer.unref();

  return {
    kick() {
      drain().catch((error: unknown) => log.error({ err: error }, 'member notices failed'));
    },
    drain,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
