import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NEWSLETTER_BODY_MAX_LENGTH,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
} from './generated/db-rules.js';
import { newsletterMessages } from './newsletter-messages.js';

export * from './newsletter-messages.js';

export const newsletterEmailSchema = z
  .string(newsletterMessages.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, newsletterMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, newsletterMessages.emailInvalid)
  .pipe(z.email(newsletterMessages.emailInvalid));

/**
 * `locale`: the language of the page the visitor subscribed on, which their mails follow. Any
 * string passes here; the function refuses one that is not a site language with
 * `unsupported_locale` (@app/domain/member-locale).
 */
export const newsletterSubscribeInputSchema = z.strictObject({
  email: newsletterEmailSchema,
  locale: z.string().max(35).optional(),
});
export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeInputSchema>;

/** A token from a newsletter e-mail link: URL-safe, bounded. */
export const newsletterTokenSchema = z
  .string(newsletterMessages.linkInvalid)
  .min(16, newsletterMessages.linkInvalid)
  .max(200, newsletterMessages.linkInvalid)
  .regex(/^[A-Za-z0-9_.-]+$/, newsletterMessages.linkInvalid);

export const newsletterTokenInputSchema = z.strictObject({ token: newsletterTokenSchema });
export type NewsletterTokenInput = z.output<typeof newsletterTokenInputSchema>;

/** An issue as the admin writes it: `POST /functions/v1/newsletter-send`. */
export const newsletterIssueInputSchema = z.strictObject({
  subject: z
    .string(newsletterMessages.subjectRequired)
    .trim()
    .min(1, { error: newsletterMessages.subjectRequired, abort: true })
    .max(NEWSLETTER_SUBJECT_MAX_LENGTH, newsletterMessages.subjectTooLong)
    .refine((subject) => !/\p{Cc}/u.test(subject), newsletterMessages.subjectOneLine),
  body: z
    .string(newsletterMessages.bodyRequired)
    .trim()
    .min(1, { error: newsletterMessages.bodyRequired, abort: true })
    .max(NEWSLETTER_BODY_MAX_LENGTH, newsletterMessages.bodyTooLong),
});
export type NewsletterIssueInput = z.output<typeof newsletterIssueInputSchema>;
export type NewsletterIssueForm = z.input<typeof newsletterIssueInputSchema>;

export const newsletterSendResultSchema = z.object({
  issueId: z.uuid(),
  /** The confirmed subscribers when the issue was stored. */
  recipients: z.number().int().positive(),
});
export type NewsletterSendResult = z.output<typeof newsletterSendResultSchema>;

/** One issue as `public.newsletter_issues()` lists it for admins. */
export const newsletterIssueRowSchema = z.object({
  id: z.string(),
  subject: z.string(),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  state: z.enum(['sending', 'sent']),
  /** Null until the queue has taken the list of subscribers. */
  recipient_count: z.number().int().nullable(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  sent_at: z.string().nullable(),
});
export type NewsletterIssueRow = z.output<typeof newsletterIssueRowSchema>;

/** An issue's body as paragraphs: blank lines separate them, single line breaks stay. */
export function newsletterParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
