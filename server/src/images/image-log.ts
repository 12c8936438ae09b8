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

const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/** One row of image_update_logs, written as the caller (admins may add rows for themselves). */
export async function writeImageLog(tx: CallerTransaction, caller: Caller, entry: ImageLogEntry) {
  await tx.query(
    `insert into public.image_update_logs
       (tour_id, micro_tour_id, action, score, reason, query, new_url, target, photo_id, provider,
        actor_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
