/** How long the same code is not sent again: a camera sees one ticket in many frames. */
export const REPEAT_WINDOW_MS = 3_000;

/**
 * Lets a scanned code through unless the same code was seen less than `windowMs` ago. Each
 * sighting restarts the wait, so a ticket held in front of the camera counts as one scan; another
 * code goes through at once.
 */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return (code: string): boolean => {
    const at = now();
    const isRepeat = last !== null && last.code === code && at - last.at < windowMs;
    last = { code, at };
    return !isRepeat;
  };
}
