import type { FixAction } from '@app/domain';
import type { CallerTransaction } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';

export interface ImageLogEntry {
  tourId?: string | null;
  microTourId?: string | null;
  action: FixAction;
  score: number | null;
  reason: string | null;
  query: string | null;
  newUrl: string | null;
  target: 'cover' | 'gallery';
  photoId?: string | null;
  provider?: 'local' | 'unsplash' | 'migration' | null;
}

/** One run reads at most this many tours or micro-tours; the admin screen sends batches. */
export const FIX_RUN_LIMIT = 1000;

/**
 * SQL joining the picture the last applied fix chose for row `t` (new_url, score) as `alias`:
 * a later run compares its photos with that score.
 */
export const latestFixJoin = (
  column: 'tour_id' | 'micro_tour_id',
  target: 'cover' | 'gallery',
  alias: string,
) => `
  left join lateral (
    select l.new_url, l.score from public.image_update_logs l
     where l.${column} = t.id and l.target = '${target}' and l.action = 'updated'
     order by l.created_at desc limit 1) ${alias} on true`;

const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * One row of image_update_logs, written as the caller (admins may add rows for themselves). A
 * skip that repeats the row's latest entry word for word is not written again, so runs that
 * find nothing to do (the start-up call on every admin page load) do not bury the log.
 */
export async function writeImageLog(tx: CallerTransaction, caller: Caller, entry: ImageLogEntry) {
  await tx.query(
    `insert into public.image_update_logs
       (tour_id, micro_tour_id, action, score, reason, query, new_url, target, photo_id, provider,
        actor_id)
     select $1::uuid, $2::uuid, $3::text, $4::numeric, $5::text, $6::text, $7::text, $8::text,
            $9::text, $10::text, $11::uuid
      where $3 <> 'skipped' or not exists (
        select 1 from (
          select l.action, l.reason from public.image_update_logs l
           where (l.tour_id = $1 or l.micro_tour_id = $2) and l.target = $8
           order by l.created_at desc limit 1) latest
         where latest.action = 'skipped' and latest.reason is not distinct from $5)`,
    [
      entry.tourId ?? null,
      entry.microTourId ?? null,
      entry.action,
      entry.score,
      cut(entry.reason, 2000),
      cut(entry.query, 500),
      cut(entry.newUrl, 2048),
      entry.target,
      cut(entry.photoId ?? null, 200),
      entry.provider ?? null,
      caller.userId ?? null,
    ],
  );
}

/**
 * A tour or micro-tour deleted while a run was looking at it cannot be logged (its id is gone);
 * that is no failure of the run. Anything else is.
 */
export function ignoreDeletedSubject(error: unknown): void {
  if ((error as { code?: string } | null)?.code === '23503') return;
  throw error;
}
