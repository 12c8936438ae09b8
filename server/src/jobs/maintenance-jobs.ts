import type pg from 'pg';
import type { Logger } from '../platform/logger.js';
import type { JobHandlers } from './job-handler.js';

/**
 * The scheduled tasks, as graphile-worker crontab lines: a cron time is scheduled once however
 * many gateways run a worker.
 */
export const MAINTENANCE_CRONTAB = [
  // Waiting-list holds of departures whose day has begun go back to the wallet.
  '* * * * * release_started_holds ?max=3',
  // Card top-ups whose webhook never came are settled as Stripe has them.
  '* * * * * settle_card_topups ?max=3',
  // Withdrawal refunds still pending are asked for again or settled as Stripe has them.
  '* * * * * settle_card_withdrawals ?max=3',
  // Travellers whose trip took place are invited to review it, once per booking (reviews/).
  '41 * * * * review_invitations ?max=3&priority=10',
  // Old function requests, sent mails, image logs, audits and notices: behind other jobs.
  '17 3 * * * prune_old_records ?max=3&priority=10',
].join('\n');

export function maintenanceHandlers(
  pool: pg.Pool,
  log: Logger,
  /** The payment provider's settling of pending top-ups (payments/, passed in by product-jobs). */
  payments?: {
    settlePendingTopUps?(log: Logger): Promise<number>;
    settlePendingWithdrawals?(log: Logger): Promise<number>;
  },
): JobHandlers {
  return {
    async settle_card_topups() {
      await payments?.settlePendingTopUps?.(log);
    },
    async settle_card_withdrawals() {
      await payments?.settlePendingWithdrawals?.(log);
    },
    async release_started_holds() {
      const { rows } = await pool.query<{ released: number }>(
        'select wallet.release_started_holds() as released',
      );
      if ((rows[0]?.released ?? 0) > 0)
        log.info(`released ${rows[0]?.released} waiting-list holds`);
    },
    async prune_old_records() {
      const { rows } = await pool.query<{ removed: unknown }>(
        'select private.prune_old_records() as removed',
      );
      log.info({ removed: rows[0]?.removed }, 'pruned old records');
    },
  };
}
