import nodemailer from 'nodemailer';
import type pg from 'pg';
import { recordMail } from './outbox.js';
import type { Logger } from '../platform/logger.js';

export interface MailMessage {
  /** What the mail is for, e.g. `signup` or `recovery`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about: logged and listed in the dev outbox. */
  link?: string;
}

export interface Mailer {
  /** True when mails leave through SMTP; otherwise they only reach the outbox and the log. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const REDACTED = '[link removed: delivered by SMTP]';

function withoutLink(body: string, link: string | undefined): string {
  if (!link) return body;
  const escaped = link.replaceAll('&', '&amp;');
  return body.split(escaped).join(REDACTED).split(link).join(REDACTED);
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is kept in the database outbox and its link
 * printed in the log, so a laptop needs no mail server to finish signing up.
 */
export function createMailer(options: {
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
        log.info(
          `mail not sent (no SMTP_URL), kept in the outbox: "${message.subject}" to ${message.to}${
            message.link ? ` ${message.link}` : ''
          }`,
        );
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
      // The link signs its holder in: once SMTP has it, the database does not keep it.
      const kept = {
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: withoutLink(message.text, message.link),
        html: withoutLink(message.html, message.link),
        link: null,
      };
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
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
