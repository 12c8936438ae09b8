import type pg from 'pg';
import { ImageRunRefusal } from './image-run-refusal.js';

/** One key for every image-fixing run: runs change the same rows and files, so never two. */
const IMAGE_FIX_LOCK = 'ecotours:image-fix';
const WAIT_MS = 30_000;
const POLL_MS = 250;

/**
 * Runs `work` while holding the image-fix lock, across every gateway on the database (a
 * PostgreSQL session advisory lock, let go when the connection ends, so a crash never leaves
 * it held). A second run waits up to 30 s for the first (`waitMs`: 0 asks once), then is
 * refused with 409 before it has changed anything.
 */
export async function withImageFixLock<T>(
  pool: Pick<pg.Pool, 'connect'>,
  work: () => Promise<T>,
  options: { waitMs?: number; pollMs?: number } = {},
): Promise<T> {
  const client = await pool.connect();
  let locked = false;
  try {
    const deadline = Date.now() + (options.waitMs ?? WAIT_MS);
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
        [IMAGE_FIX_LOCK],
      );
      locked = rows[0]!.locked;
      if (locked) break;
      if (Date.now() >= deadline) {
        throw new ImageRunRefusal('busy', 'Another image fix is running; try again when it ends');
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? POLL_MS));
    }
    return await work();
  } finally {
    let broken: unknown;
    if (locked) {
      await client
        .query('select pg_advisory_unlock(hashtextextended($1, 0))', [IMAGE_FIX_LOCK])
        .catch((error: unknown) => {
          broken = error;
        });
    }
    // A connection whose unlock failed is closed, which lets the lock go as well.
    client.release(broken instanceof Error ? broken : undefined);
  }
}
