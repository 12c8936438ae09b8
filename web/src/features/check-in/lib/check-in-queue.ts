import { z } from 'zod';

/**
 * Check-ins made from the day's list wait here until the server has answered them, so that a
 * guide keeps working through a short loss of network (decision 040). The queue is kept in the
 * browser's storage, one entry per booking id: tapping a booking twice, or a reload while
 * offline, never queues it twice. Entries are sent oldest first, one at a time, and leave the
 * queue only once the server answered; a replay after a lost answer is harmless, since the
 * server answers a second check-in with the first one's time and writes nothing.
 */

export interface QueuedCheckIn {
  bookingId: string;
  /** When the guide checked the booking in on this device (ISO 8601). */
  queuedAt: string;
}

/** What sending one queued check-in came to. */
export type SendAttempt<Answer> =
  /** The server answered it (checked in now, or before): it leaves the queue. */
  | { kind: 'answered'; answer: Answer }
  /** The server refused it for good (another guide's tour, not today, …): it leaves the queue. */
  | { kind: 'refused'; error: unknown }
  /** No answer (offline, server unreachable or busy): it stays, and the queue stops for now. */
  | { kind: 'unreachable' };

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const entriesSchema = z.array(
  z.object({ bookingId: z.string().min(1).max(64), queuedAt: z.string().max(40) }),
);

export interface CheckInQueue {
  entries(): readonly QueuedCheckIn[];
  /** Queues a booking's check-in; false when it is already waiting. */
  add(bookingId: string, at?: Date): boolean;
  /** Reads the stored queue again (another tab changed it). */
  reload(): void;
  /** Listens to changes of the entries; answers the way to stop. */
  subscribe(listener: () => void): () => void;
  /**
   * Sends the waiting check-ins in order until the queue is empty ('sent') or one gets no
   * answer ('unreachable'). While a flush runs, another call joins it rather than sending again.
   */
  flush<Answer>(
    send: (bookingId: string) => Promise<SendAttempt<Answer>>,
    onAnswer?: (entry: QueuedCheckIn, attempt: SendAttempt<Answer>) => void,
  ): Promise<'sent' | 'unreachable'>;
}

/** A queue kept under `key` in `storage` (the browser's localStorage). */
export function createCheckInQueue(storage: QueueStorage, key: string): CheckInQueue {
  const listeners = new Set<() => void>();
  let cached: readonly QueuedCheckIn[] | undefined;
  let running: Promise<'sent' | 'unreachable'> | undefined;

  function read(): readonly QueuedCheckIn[] {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      // Storage refused (private mode): nothing kept.
    }
    if (raw === null) return [];
    try {
      const parsed = entriesSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  function write(entries: readonly QueuedCheckIn[]) {
    try {
      if (entries.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entries));
    } catch {
      // Storage full or refused: the entries still live in this page.
    }
    cached = entries;
    for (const listener of listeners) listener();
  }

  const entries = () => {
    cached ??= read();
    return cached;
  };

  function remove(bookingId: string) {
    // Read again: another tab may have changed the stored queue meanwhile.
    write(read().filter((entry) => entry.bookingId !== bookingId));
  }

  async function run<Answer>(
    send: (bookingId: string) => Promise<SendAttempt<Answer>>,
    onAnswer?: (entry: QueuedCheckIn, attempt: SendAttempt<Answer>) => void,
  ): Promise<'sent' | 'unreachable'> {
    for (;;) {
      const [next] = read();
      if (!next) return 'sent';
      let attempt: SendAttempt<Answer>;
      try {
        attempt = await send(next.bookingId);
      } catch {
        attempt = { kind: 'unreachable' };
      }
      if (attempt.kind === 'unreachable') return 'unreachable';
      remove(next.bookingId);
      onAnswer?.(next, attempt);
    }
  }

  return {
    entries,
    add(bookingId, at = new Date()) {
      const current = read();
      if (current.some((entry) => entry.bookingId === bookingId)) return false;
      write([...current, { bookingId, queuedAt: at.toISOString() }]);
      return true;
    },
    reload() {
      cached = read();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush(send, onAnswer) {
      running ??= run(send, onAnswer).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
