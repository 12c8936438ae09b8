import type pg from 'pg';
import type { JobHandlers } from './jobs/job-handler.js';
import { MAIL_TASKS, sendMailHandler } from './jobs/mail-queue.js';
import { maintenanceHandlers } from './jobs/maintenance-jobs.js';
import { memberNoticeHandler } from './jobs/member-notice-job.js';
import { createNewsletterTasks } from './jobs/newsletter-tasks.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { newsletterUnsubscribeKeyFrom } from './mail/unsubscribe-links.js';
import type { Logger } from './platform/logger.js';
import { noticeReceipt } from './receipts/notice-receipt.js';
import { reviewJobHandlers } from './reviews/review-jobs.js';
import { createBookingTasks } from './tickets/booking-tasks.js';
import type { TicketObjects } from './tickets/ticket-objects.js';
import { ticketKey } from './tickets/ticket-tokens.js';

/**
 * Every job the product runs, for both places that run them (the gateway with JOB_WORKER=on and
 * the worker-only process). `more` adds handlers (tests' probes).
 */
export function productJobHandlers(options: {
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  jwtSecret: string;
  log: Logger;
  /** Where e-tickets are stored and their links signed (booking mails). */
  ticketObjects: TicketObjects;
  /** NEWSLETTER_MAILS_PER_SECOND. */
  newsletterMailsPerSecond: number;
  /** The payment provider, for its pending top-ups and withdrawals. */
  payments?: Pick<PaymentProvider, 'settlePendingTopUps' | 'settlePendingWithdrawals'>;
  more?: JobHandlers;
}): JobHandlers {
  return {
    [MAIL_TASKS.atScreen]: sendMailHandler(options.mailer),
    [MAIL_TASKS.other]: sendMailHandler(options.mailer),
    member_notice: memberNoticeHandler({ ...options, receiptOf: noticeReceipt }),
    ...maintenanceHandlers(options.pool, options.log, options.payments),
    ...createBookingTasks({ ...options, ticketKey: ticketKey(options.jwtSecret) }),
    ...createNewsletterTasks({
      ...options,
      unsubscribeKey: newsletterUnsubscribeKeyFrom(options.jwtSecret),
      mailsPerSecond: options.newsletterMailsPerSecond,
    }),
    ...reviewJobHandlers(options),
    ...options.more,
  };
}
