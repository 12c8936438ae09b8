import type pg from 'pg';

/** A file a mail carries (an e-ticket PDF, a calendar entry). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutboxEntry {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  sentAt: Date | null;
  error: string | null;
  /** Kept only for mail that is not sent (the dev mailbox hands them out). */
  attachments?: readonly MailAttachment[];
}

/** What the dev mailbox lists of an attachment; its bytes are read one at a time. */
export interface OutboxAttachmentInfo {
  position: number;
  filename: string;
  content_type: string;
  size: number;
}

export interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  link: string | null;
  created_at: Date;
  sent_at: Date | null;
  error: string | null;
  attachments: OutboxAttachmentInfo[];
}

/** Records one e-mail (the nightly pruning job drops those older than a month). */
export async function recordMail(pool: pg.Pool, entry: OutboxEntry): Promise<void> {
  const files = entry.attachments ?? [];
  // One statement: the mail and its files are kept together or not at all.
  await pool.query(
    `with mail as (
       insert into auth.mail_outbox (kind, to_address, subject, text_body, html_body, link, sent_at, error)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning id
     )
     insert into auth.mail_outbox_attachments (mail_id, position, filename, content_type, content)
     select mail.id, file.ordinality - 1, file.filename, file.content_type, file.content
       from mail,
            unnest($9::text[], $10::text[], $11::bytea[])
              with ordinality as file (filename, content_type, content, ordinality)`,
    [
      entry.kind,
      entry.to,
      entry.subject,
      entry.text,
      entry.html,
      entry.link,
      entry.sentAt,
      entry.error?.slice(0, 2000) ?? null,
      files.map((file) => file.filename),
      files.map((file) => file.contentType),
      files.map((file) => file.content),
    ],
  );
}

export async function listRecentMails(pool: pg.Pool, limit: number): Promise<OutboxRow[]> {
  const { rows } = await pool.query<OutboxRow>(
    `select m.id, m.kind, m.to_address, m.subject, m.text_body, m.link, m.created_at, m.sent_at,
            m.error,
            coalesce((select json_agg(json_build_object(
                               'position', a.position, 'filename', a.filename,
                               'content_type', a.content_type, 'size', octet_length(a.content))
                             order by a.position)
                        from auth.mail_outbox_attachments a
                       where a.mail_id = m.id), '[]') as attachments
       from auth.mail_outbox m
      order by m.created_at desc, m.id desc
      limit $1`,
    [limit],
  );
  return rows;
}

/** One attachment of a kept mail with its bytes; undefined when there is none. */
export async function getMailAttachment(
  pool: pg.Pool,
  mailId: string,
  position: number,
): Promise<MailAttachment | undefined> {
  const { rows } = await pool.query<{ filename: string; content_type: string; content: Buffer }>(
    `select filename, content_type, content from auth.mail_outbox_attachments
      where mail_id = $1 and position = $2`,
    [mailId, position],
  );
  const row = rows[0];
  return row && { filename: row.filename, contentType: row.content_type, content: row.content };
}
