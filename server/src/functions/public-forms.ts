import type pg from 'pg';
import type { BackgroundTasks } from '../platform/background-tasks.js';
import type { PublicFormLimiter } from './public-form-limits.js';

/** What the contact and newsletter functions work with: the server writes for itself. */
export interface PublicFormDeps {
  /** The service pool (service_role): visitors have no grant on these tables. */
  pool: pg.Pool;
  limiter: PublicFormLimiter;
  /** Work done after the answer: its duration must not tell whether an address is known. */
  background: BackgroundTasks;
  /** Origin used in e-mail links (known only once the gateway listens). */
  siteUrl: () => string;
  /** CONTACT_EMAIL: where contact messages are mailed. */
  contactEmail: string;
  /** Signs unsubscribe links (derived from JWT_SECRET). */
  unsubscribeKey: Buffer;
  confirmLinkSeconds: number;
}
