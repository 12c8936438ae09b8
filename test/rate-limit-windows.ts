/** Long enough for a burst of requests; a test that may wait for the next window needs it. */
export const BURST_SECONDS = 20;
/** Vitest's own limit for a test (vitest.config.ts) plus the longest wait for the next window. */
export const WINDOW_WAIT_TIMEOUT_MS = 30_000 + (BURST_SECONDS + 1) * 1000;

/**
 * The rate limits count in fixed windows that start at whole multiples of their length since the
 * epoch (auth.rate_limits, on this machine's clock). A test that fills a limit and then expects a
 * refusal fails if a window ends between the two: the new window counts from zero. Before such a
 * burst, this waits for the next window when fewer than `neededSeconds` are left in this one.
 */
export async function awayFromWindowEnd(windowSeconds: number, neededSeconds = BURST_SECONDS) {
  if (neededSeconds >= windowSeconds) throw new Error('a burst must fit well inside its window');
  const left = secondsLeftInWindow(windowSeconds, Date.now());
  if (left < neededSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
}

/** Seconds until the fixed window of this length that holds `nowMs` ends. */
export function secondsLeftInWindow(windowSeconds: number, nowMs: number): number {
  return windowSeconds - ((nowMs / 1000) % windowSeconds);
}
