import { memberLocale } from '@app/domain/member-locale';
import type pg from 'pg';
import { z } from 'zod';
import type { JobHandlers } from '../jobs/job-handler.js';
import type { Mailer } from '../mail/mailer.js';
import type { Logger } from '../platform/logger.js';
import { reviewHiddenMail, reviewInvitationMail } from './review-mails.js';

const TITLE_TRANSLATIONS = `(select jsonb_object_agg(l.key, l.value->>'title')
            from jsonb_each(coalesce(t.translations, m.translations)) l
           where jsonb_typeof(l.value->'title') = 'string')`;

const factsSchema = z.object({
  email: z.string().nullable(),
  user_metadata: z.record(z.string(), z.unknown()).nullable(),
  title: z.string(),
  title_translations: z.record(z.string(), z.string()).nullable(),
});

const hiddenRowSchema = factsSchema.extend({ hidden_reason: z.string().nullable() });
const invitationRowSchema = factsSchema.extend({
  start_date: z.string(),
  reviewed: z.boolean(),
  status: z.string(),
});

const facts = (row: z.infer<typeof factsSchema>, to: string) => ({
  to,
  locale: memberLocale(row.user_metadata),
  title: row.title,
  titleTranslations: row.title_translations ?? {},
});

/**
 * The review jobs (migration 0056): `review_hidden` tells the author why their review was hidden;
 * `review_invitations` (hourly, MAINTENANCE_CRONTAB) claims the trips that took place and `review_invitation` mails
 * each traveller once. A job run twice after a crash may mail twice; a claim is never repeated.
 */
export function reviewJobHandlers(options: {
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  log: Logger;
}): JobHandlers {
  return {
    async review_hidden(payload) {
      const { reviewId } = z.object({ reviewId: z.guid() }).parse(payload);
      const { rows } = await options.pool.query(
        `select u.email::text as email, u.raw_user_meta_data as user_metadata,
                coalesce(t.title, m.title) as title, ${TITLE_TRANSLATIONS} as title_translations,
                r.hidden_reason
           from public.review_records r
           join auth.users u on u.id = r.user_id
           left join public.tours t on t.id = r.tour_id
           left join public.micro_tours m on m.id = r.micro_tour_id
          where r.id = $1`,
        [reviewId],
      );
      const row = rows[0] === undefined ? undefined : hiddenRowSchema.parse(rows[0]);
      // Shown again before the job ran: nothing to tell.
      if (!row?.email || row.hidden_reason === null) return;
      await options.mailer.send(
        reviewHiddenMail(
          { ...facts(row, row.email), reason: row.hidden_reason },
          options.siteUrl(),
        ),
      );
    },
    async review_invitations() {
      const { rows } = await options.pool.query<{ claimed: number }>(
        'select private.claim_review_invitations() as claimed',
      );
      if ((rows[0]?.claimed ?? 0) > 0) {
        options.log.info(`invited ${rows[0]?.claimed} travellers to review their trip`);
      }
    },
    async review_invitation(payload) {
      const { bookingId } = z.object({ bookingId: z.guid() }).parse(payload);
      const { rows } = await options.pool.query(
        `select u.email::text as email, u.raw_user_meta_data as user_metadata,
                coalesce(t.title, m.title) as title, ${TITLE_TRANSLATIONS} as title_translations,
                b.start_date::text as start_date, b.status,
                exists (select 1 from public.review_records r where r.booking_id = b.id)
                  as reviewed
           from public.bookings b
           join auth.users u on u.id = b.user_id
           left join public.tours t on t.id = b.tour_id
           left join public.micro_tours m on m.id = b.micro_tour_id
          where b.id = $1`,
        [bookingId],
      );
      const row = rows[0] === undefined ? undefined : invitationRowSchema.parse(rows[0]);
      if (!row?.email || row.reviewed || row.status !== 'paid') return;
      await options.mailer.send(
        reviewInvitationMail(
          { ...facts(row, row.email), startDate: row.start_date },
          options.siteUrl(),
        ),
      );
    },
  };
}
