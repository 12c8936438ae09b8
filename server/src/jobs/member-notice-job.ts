import type { Locale } from '@app/domain/locales';
import { memberLocale } from '@app/domain/member-locale';
import type pg from 'pg';
import { z } from 'zod';
import { type MemberNotice, memberNoticeMail, memberNoticeSchema } from '../mail/booking-mails.js';
import type { MailAttachment } from '../mail/mailer.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobHandler } from './job-handler.js';

const payloadSchema = z.object({ id: z.union([z.number(), z.string()]) });
const rowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  kind: z.string(),
  booking_id: z.string().nullable(),
  details: z.unknown(),
  sent_at: z.date().nullable(),
  user_metadata: z.record(z.string(), z.unknown()),
});

/**
 * `member_notice`: mails one row of private.member_notices (written by SQL with the refund or
 * booking it tells of) and marks it sent. The row lock keeps two runs of one job apart.
 */
export function memberNoticeHandler(options: {
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  /** The receipt of the money the notice tells of, mailed with it (receipts/notice-receipt.ts). */
  receiptOf?: (
    db: pg.ClientBase,
    notice: MemberNotice,
    locale: Locale,
  ) => Promise<{ number: string; file: MailAttachment } | undefined>;
}): JobHandler {
  return async (payload) => {
    const { id } = payloadSchema.parse(payload);
    const client = await options.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query(
        `select n.id::text as id, u.email, n.kind, n.booking_id, n.details, n.sent_at,
                u.raw_user_meta_data as user_metadata
           from private.member_notices n join auth.users u on u.id = n.user_id
          where n.id = $1
          for update of n`,
        [id],
      );
      const row = rows[0] === undefined ? undefined : rowSchema.parse(rows[0]);
      if (row && !row.sent_at) {
        if (!row.email) throw new Error('the member has no e-mail address');
        const notice = memberNoticeSchema.parse(row);
        const locale = memberLocale(row.user_metadata);
        const receipt = await options.receiptOf?.(client, notice, locale);
        const mail = memberNoticeMail(
          row.email,
          notice,
          options.siteUrl(),
          locale,
          receipt?.number,
        );
        await options.mailer.send(receipt ? { ...mail, attachments: [receipt.file] } : mail);
        await client.query(`update private.member_notices set sent_at = now() where id = $1`, [
          row.id,
        ]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
