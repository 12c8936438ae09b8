import nodemailer from 'nodemailer';
import type pg from 'pg';
import { type MailAttachment, recordMail } from './outbox.js';

export type { MailAttachment } from './outbox.js';
import type { MailRecorder } from '../metrics/registry.js';
import type { Logger } from '../platform/logger.js';

export interface MailMessage {
  /** What the mail is for, e.g. `signup` or `recovery`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about: a link in the dev mailbox. */
  link?: string;
  /** A one-time code the mail carries instead of a link. */
  code?: string;
  /** Other secret links in the body (e.g. an unsubscribe link): kept out of the outbox too. */
  secrets?: readonly string[];
  /** Where a reply goes (the visitor who wrote a contact message). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the mail (an e-ticket PDF, a calendar entry). */
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /** True when mails leave through SMTP; otherwise they only reach the outbox and the log. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const REDACTED = '[removed: delivered by SMTP]';

/** The body without the link or code, which sign their holder in or prove who they are. */
function withoutSecrets(body: string, message: MailMessage): string {
  let kept = body;
  for (const secret of [message.link, message.code, ...(message.secrets ?? [])]) {
    if (!secret) continue;
    const escaped = secret.replaceAll('&', '&amp;');
    kept = kept.split(escaped).join(REDACTED).split(secret).join(REDACTED);
  }
  return kept;
}

/**
 * SMTP when SMTP_URL is set; otherwise (never in production) every mail is kept in the database
 * outbox, which the dev mailbox shows to whoever has its token, so a laptop needs no mail server
 * to finish signing up. Links and codes stay out of the log: they sign their holder in.
 */
export function createMailer(options: {
  pool: pg.Pool;
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  /** Counts mails sent and failed by kind. */
  metrics?: MailRecorder;
}): Mailer {
  const mailer = openMailer(options);
  const { metrics } = options;
  if (!metrics) return mailer;
  return {
    delivers: mailer.delivers,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mail(message.kind, 'failed');
        throw error;
      }
      metrics.mail(message.kind, 'sent');
    },
    close: () => mailer.close(),
  };
}

function openMailer(options: {
  pool: pg.Pool;
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
}): Mailer {
  const { pool, smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(message) {
        await recordMail(pool, {
          ...message,
          link: message.link ?? null,
          sentAt: null,
          error: null,
        });
        log.info(`mail not sent (no SMTP_URL), kept in the dev mailbox: "${message.subject}"`);
      },
      close() {},
    };
  }

  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    delivers: true,
    async send(message) {
      // Once SMTP has the link or code, the database does not keep it.
      const kept = {
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: withoutSecrets(message.text, message),
        html: withoutSecrets(message.html, message),
        link: null,
      };
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.attachments
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: file.content,
                })),
              }
            : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await recordMail(pool, { ...kept, sentAt: null, error: reason });
        throw error;
      }
      await recordMail(pool, { ...kept, sentAt: new Date(), error: null });
    },
    close() {
      transport.close();
    },
  };
}
