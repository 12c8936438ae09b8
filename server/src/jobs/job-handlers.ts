import type pg from 'pg';
import type { Mailer } from '../mail/mailer.js';
import type { Logger } from '../platform/logger.js';
import type { JobHandlers } from './job-handler.js';
import { sendMailHandler } from './mail-queue.js';
import { maintenanceHandlers } from './maintenance-jobs.js';
import { memberNoticeHandler } from './member-notice-job.js';
import { createNewsletterTasks } from './newsletter-tasks.js';

/** Every job the product runs; services that own more jobs hand their handlers in `more`. */
export function productJobHandlers(options: {
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  log: Logger;
  /** The unsubscribe links' key and the pace of newsletter issues. */
  newsletter: { unsubscribeKey: Buffer; mailsPerSecond: number };
  more?: JobHandlers;
}): JobHandlers {
  return {
    send_mail: sendMailHandler(options.mailer),
    member_notice: memberNoticeHandler(options),
    ...maintenanceHandlers(options.pool, options.log),
    ...createNewsletterTasks({ ...options, ...options.newsletter }),
    ...options.more,
  };
}
