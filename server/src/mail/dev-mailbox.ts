import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { formatFileSize } from '@app/domain/file-size';
import type { UnknownPathAnswer } from '../platform/unknown-path.js';
import { escapeHtml } from './html-escape.js';
import { getMailAttachment, listRecentMails, type OutboxRow } from './outbox.js';

const SHOWN = 50;
const ATTACHMENT_PATH = '/dev/mailbox/attachments/:mailId/:position';

/** The attachment's address, with the mailbox's token: it is as private as the page. */
const attachmentHref = (mailId: string, position: number, token: string) =>
  `/dev/mailbox/attachments/${encodeURIComponent(mailId)}/${position}?token=${encodeURIComponent(token)}`;

function attachmentsHtml(mail: OutboxRow, token: string): string {
  if (mail.attachments.length === 0) return '';
  const items = mail.attachments.map(
    (file) =>
      `<li><a href="${escapeHtml(attachmentHref(mail.id, file.position, token))}" download>` +
      `${escapeHtml(file.filename)}</a> <span class="meta">${escapeHtml(file.content_type)} · ` +
      `${escapeHtml(formatFileSize(file.size))}</span></li>`,
  );
  return `<p class="meta">Attachments:</p>\n<ul>${items.join('')}</ul>\n`;
}

function mailHtml(mail: OutboxRow, token: string): string {
  const link =
    mail.link && /^https?:\/\//i.test(mail.link)
      ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`
      : '';
  const status = mail.sent_at
    ? `sent ${escapeHtml(mail.sent_at.toISOString())}`
    : mail.error
      ? `failed: ${escapeHtml(mail.error)}`
      : 'not sent (no SMTP_URL)';
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">to ${escapeHtml(mail.to_address)} · ${escapeHtml(mail.created_at.toISOString())} · ${status}</p>
${link}${attachmentsHtml(mail, token)}<pre>${escapeHtml(mail.text_body)}</pre>
</article>`;
}

function pageHtml(mails: OutboxRow[], token: string): string {
  const body = mails.length
    ? mails.map((mail) => mailHtml(mail, token)).join('\n')
    : '<p>No e-mails yet. Sign up or ask for a password reset, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Dev mailbox · EcoTours</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 0 1rem; margin: 1rem 0; }
h2 { font-size: 1.05rem; margin: .75rem 0 .25rem; }
.meta { color: #6b7280; margin: 0; font-size: .9rem; }
a { word-break: break-all; color: #047857; }
pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .5rem; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>The ${SHOWN} newest e-mails of this server, newest first. This page exists only outside production, for whoever has the address with its token that the server printed at start: keep it private.</p>
${body}
</body>
</html>
`;
}

/** A new secret for the dev mailbox's address, made at every start. */
export function newDevMailboxToken(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares in constant time, whatever the lengths. */
function isToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /dev/mailbox?token=…: the outbox as a page. Registered only when mail is not sent (never in
 * production); a missing or wrong token gets what any unknown page gets, so the page does not
 * give its existence away.
 */
export function registerDevMailbox(
  app: FastifyInstance,
  options: { pool: pg.Pool; token: string; answerUnknown: UnknownPathAnswer },
) {
  app.get<{ Querystring: { token?: unknown } }>('/dev/mailbox', async (request, reply) => {
    const { token } = request.query;
    if (!isToken(token, options.token)) return options.answerUnknown(request, reply);
    const mails = await listRecentMails(options.pool, SHOWN);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(pageHtml(mails, options.token));
  });

  // An attachment is handed out as a download, never shown on this origin: a mail's HTML or SVG
  // file must not run as the site.
  app.get<{ Params: { mailId: string; position: string }; Querystring: { token?: unknown } }>(
    ATTACHMENT_PATH,
    async (request, reply) => {
      if (!isToken(request.query.token, options.token)) {
        return options.answerUnknown(request, reply);
      }
      const { mailId, position } = request.params;
      const file =
        /^\d{1,18}$/.test(mailId) && /^\d{1,4}$/.test(position)
          ? await getMailAttachment(options.pool, mailId, Number(position))
          : undefined;
      if (!file) return options.answerUnknown(request, reply);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );
}

/** `attachment` with the name for every browser: ASCII in quotes, and UTF-8 (RFC 6266). */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
