import type { Logger } from '../platform/logger.js';
import type { ObjectStore } from './object-store.js';

/** Bytes younger than this may belong to an upload still under way. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Sweeps bytes no row points at shortly after start (what a crash left) and every six hours.
 * Answers a function that stops it and waits for a sweep under way.
 */
export function startOrphanSweep(store: ObjectStore, log: Logger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= store
      .sweepOrphans(new Date(Date.now() - ORPHAN_GRACE_MS))
      .then(({ orphans, unfinished }) => {
        if (orphans + unfinished > 0) {
          log.info({ orphans, unfinished }, 'removed stored bytes no object points at');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'storage clean-up failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
