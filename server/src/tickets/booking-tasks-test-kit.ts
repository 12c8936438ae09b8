import path from 'node:path';
import { pino } from 'pino';
import { inject } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { createMailer } from '../mail/mailer.js';
import { createCallerDb } from '../platform/caller-db.js';
import { DiskDriver } from '../storage/disk-driver.js';
import { ObjectStore } from '../storage/object-store.js';
import { createSignedUrls, signedUrlKey } from '../storage/signed-urls.js';
import { createBookingTasks } from './booking-tasks.js';
import { ticketKey } from './ticket-tokens.js';

export const TEST_SITE = 'https://tours.example.org';
export const testTicketKey = ticketKey('a-test-jwt-secret-of-enough-length-0123456789');

export interface BookingTasksKit {
  smtp: SmtpCatcher;
  tasks: ReturnType<typeof createBookingTasks>;
  close(): Promise<void>;
}

/** The booking mail tasks as the worker runs them, sending to a real SMTP listener. */
export async function startBookingTasks(): Promise<BookingTasksKit> {
  const smtp = await startSmtpCatcher();
  const mailer = createMailer({
    pool: servicePool(),
    smtpUrl: smtp.url,
    from: 'EcoTours <bookings@example.org>',
    log: pino({ level: 'silent' }),
  });
  const log = pino({ level: 'silent' });
  const tasks = createBookingTasks({
    pool: servicePool(),
    mailer,
    siteUrl: () => TEST_SITE,
    ticketKey: testTicketKey,
    // The run's server's store and signing key, so that a mailed link opens on its gateway.
    ticketObjects: {
      store: new ObjectStore(
        new DiskDriver(path.join(inject('dataDir'), 'storage')),
        createCallerDb(servicePool()),
        servicePool(),
        log,
      ),
      signedUrls: createSignedUrls(signedUrlKey(inject('jwtSecret'))),
    },
    log,
  });
  return {
    smtp,
    tasks,
    async close() {
      mailer.close();
      await smtp.close();
    },
  };
}
