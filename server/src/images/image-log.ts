import { type ImageReason, imageReasonText } from '@app/domain/image-reasons';
import type { CallerTransaction } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { errorCode } from '../platform/error-fields.js';

export interface ImageLogEntry {
  tourId?: string | null;
  microTourId?: string | null;
  /** A skip changes nothing, so it is never logged: it is in the run's results only. */
  action: 'updated' | 'failed';
  score: number | null;
  /** Stored as its code and as its English sentence. */
  reason: ImageReason | null;
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

/** The stored code (the column holds at most 8000 bytes: a longer one is kept as its text only). */
function codeOf(reason: ImageReason | null): string | null {
  const json = reason === null ? null : JSON.stringify(reason);
  return json !== null && Buffer.byteLength(json) <= 8000 ? json : null;
}

/**
 * One row of image_update_logs, written as the caller (admins may add rows for themselves): a
 * change a fix made, or one it could not make. Runs that find nothing to do (the start-up call
 * at every admin page load) leave no trace, so the log shows what happened to the pictures.
 */
export async function writeImageLog(tx: CallerTransaction, caller: Caller, entry: ImageLogEntry) {
  await tx.query(
    `insert into public.image_update_logs
       (tour_id, micro_tour_id, action, score, reason, query, new_url, target, photo_id, provider,
        actor_id, reason_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      entry.tourId ?? null,
      entry.microTourId ?? null,
      entry.action,
      entry.score,
      cut(entry.reason && imageReasonText(entry.reason), 2000),
      cut(entry.query, 500),
      cut(entry.newUrl, 2048),
      entry.target,
      cut(entry.photoId ?? null, 200),
      entry.provider ?? null,
      caller.userId ?? null,
      codeOf(entry.reason),
    ],
  );
}

/**
 * A tour or micro-tour deleted while a run was looking at it cannot be logged (its id is gone);
 * that is no failure of the run. Anything else is.
 */
export function ignoreDeletedSubject(error: unknown): void {
  if (errorCode(error) === '23503') return;
  throw error;
}
