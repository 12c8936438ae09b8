import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

/** How long a written line may wait in memory: a SIGKILL loses at most this much of the log. */
export const LOG_FLUSH_MS = 100;
/** Lines are written in one call once this many bytes wait, sooner than the timer. */
const LOG_BUFFER_BYTES = 3 * 1024;
/**
 * Each write stays within PIPE_BUF (4 KiB on Linux), so it reaches a pipe whole: other writers
 * to standard output (the console) never land inside a line.
 */
const LOG_WRITE_BYTES = 4096;

export interface ProcessLog {
  log: PinoLogger;
  /** Writes what waits, synchronously: the last shutdown step. */
  flush(): void;
}

/**
 * The process's logger. By default lines go to standard output through a buffer that is
 * written every {@link LOG_FLUSH_MS} ms, when it fills, and on exit, instead of one write per
 * line: at `info` every request writes a line, and a write each is a system call each.
 * A destination given by a caller (tests read the lines) is written as it is.
 */
export function createProcessLog(
  level: string,
  destination?: DestinationStream,
  output: number | string = 1,
): ProcessLog {
  if (destination) return { log: pino({ level }, destination), flush: () => {} };
  const buffered = pino.destination({
    dest: output,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    maxWrite: LOG_WRITE_BYTES,
  });
  const timer = setInterval(() => {
    try {
      buffered.flush();
    } catch {
      // Destroyed (standard output closed): nothing more can be written.
      clearInterval(timer);
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  return {
    log: pino({ level }, buffered),
    flush() {
      clearInterval(timer);
      try {
        buffered.flushSync();
      } catch {
        // Still opening (a start that failed at once) or already closed: nothing to keep.
      }
    },
  };
}
