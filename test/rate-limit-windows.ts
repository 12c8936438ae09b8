/**
 * The rate limits count in fixed windows that start at whole multiples of their length since the
 * epoch (auth.rate_limits, on this machine's clock). A test that fills a limit and then expects a
 * refusal fails if a window ends between the two: the new window counts from zero.
 */

/** Vitest's own limit for a test (vitest.config.ts) plus a second burst's time. */
export const WINDOW_WAIT_TIMEOUT_MS = 60_000;

/** The fixed window of this length that holds `nowMs`. */
const windowOf = (windowSeconds: number, nowMs: number) => Math.floor(nowMs / 1000 / windowSeconds);

/**
 * Runs `burst`, which fills a limit of `windowSeconds` and checks its refusal, inside one window:
 * if it fails and a window ended while it ran, it runs once more, from the start of the new window
 * (so it cannot meet another end). A failure inside one window is the test's. `burst` makes its
 * own clients (addresses, accounts) each time, since the first run's are partly counted.
 */
export async function inOneWindow<T>(windowSeconds: number, burst: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await burst();
  } catch (error) {
    if (windowOf(windowSeconds, started) === windowOf(windowSeconds, Date.now())) throw error;
    return burst();
  }
}

/** Seconds until the fixed window of this length that holds `nowMs` ends. */
export function secondsLeftInWindow(windowSeconds: number, nowMs: number): number {
  return windowSeconds - ((nowMs / 1000) % windowSeconds);
}

/**
 * For a file whose tests all count in one window and cannot each run again (a server with small
 * limits, set up once): waits for the next window when fewer than `neededSeconds` are left.
 */
export async function awayFromWindowEnd(windowSeconds: number, neededSeconds: number) {
  if (neededSeconds >= windowSeconds) throw new Error('a burst must fit well inside its window');
  const left = secondsLeftInWindow(windowSeconds, Date.now());
  if (left < neededSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
}
