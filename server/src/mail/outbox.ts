import type pg from 'pg';

export interface OutboxEntry {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  sentAt: Date | null;
  error: string | null;
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
}

/** Records one e-mail (the nightly pruning job drops those older than a month). */
export async function recordMail(pool: pg.Pool, entry: OutboxEntry): Promise<void> {
  await pool.query(
    `insert into auth.mail_outbox (kind, to_address, subject, text_body, html_body, link, sent_at, error)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.kind,
      entry.to,
      entry.subject,
      entry.text,
      entry.html,
      entry.link,
      entry.sentAt,
      entry.error?.slice(0, 2000) ?? null,
    ],
  );
}

export async function listRecentMails(pool: pg.Pool, limit: number): Promise<OutboxRow[]> {
  const { rows } = await pool.query<OutboxRow>(
    `select id, kind, to_address, subject, text_body, link, created_at, sent_at, error
       from auth.mail_outbox
      order by created_at desc, id desc
      limit $1`,
    [limit],
  );
  return rows;
}
