import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './generated/db-rules.js';
import { newsletterMessages } from './newsletter-messages.js';

export * from './newsletter-messages.js';

export const newsletterEmailSchema = z
  .string(newsletterMessages.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, newsletterMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, newsletterMessages.emailInvalid)
  .pipe(z.email(newsletterMessages.emailInvalid));

export const newsletterSubscribeInputSchema = z.strictObject({ email: newsletterEmailSchema });
export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeInputSchema>;

/** A token from a newsletter e-mail link: URL-safe, bounded. */
export const newsletterTokenSchema = z
  .string(newsletterMessages.linkInvalid)
  .min(16, newsletterMessages.linkInvalid)
  .max(200, newsletterMessages.linkInvalid)
  .regex(/^[A-Za-z0-9_.-]+$/, newsletterMessages.linkInvalid);

export const newsletterTokenInputSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterTokenInput = z.output<typeof newsletterTokenInputSchema>;
